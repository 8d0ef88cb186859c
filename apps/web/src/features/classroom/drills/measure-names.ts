/** What each measure of a drill stroke is called where a student reads it. */
export const measureNames: Record<string, string> = {
  deviation: 'On the line',
  ends: 'Ends on the dots',
  angle: 'Direction',
  wobble: 'Smoothness',
  speed: 'Steady speed',
  hesitation: 'No pauses',
  roundness: 'Roundness',
  alignment: 'Alignment',
  centre: 'Centred',
  size: 'Size',
  closure: 'Closure',
  laps: 'Times around',
  convergence: 'Convergence',
  spacing: 'Even spacing',
  pressure: 'Pressure control',
};

export const measureName = (name: string) => measureNames[name] ?? name;

/** A score as people read it: a whole number out of 100. */
export const scoreText = (score: number) => String(Math.round(score));
