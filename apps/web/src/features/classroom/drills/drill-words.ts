import type { DrillSpec } from '@glossy/contract';

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** What the student is asked to do, in one or two sentences. */
export function drillInstructions(drill: DrillSpec): string {
  switch (drill.type) {
    case 'lines':
      return 'Join each pair of dots with one straight, confident stroke, drawn from the shoulder.';
    case 'superimposed':
      return `Draw over each line ${times(drill.repeats)}, every stroke from the same dot to the other, staying on it.`;
    case 'ghosted':
      return 'For each pair of dots, ghost the motion a few times above the board, then draw the line in one stroke.';
    case 'ellipses':
      return `Draw each ellipse ${times(drill.repeats)} around, filling its template; the degree changes from one to the next.`;
    case 'boxes':
      return 'From each box’s near edge, draw its edges towards the two vanishing points on the horizon and its verticals straight down.';
    case 'hatching':
      return 'Fill each square with parallel lines at the angle shown, evenly spaced, at least five to a square.';
    case 'pressure':
      return 'Draw each line from the small dot to the big one, pressing gradually harder as you go.';
  }
}

/** The drill's settings in words: its targets, what it asks to pass, the pen it gives. */
export function drillFacts(drill: DrillSpec): string[] {
  const facts = [`${drill.count} targets a round, new ones each time you ask`];
  if (drill.type === 'ellipses') facts.push(`Degrees: ${drill.degrees.join('°, ')}°`);
  facts.push(`Passes at ${drill.passScore} out of 100 with every target drawn`);
  facts.push(
    `A ${drill.penWidth} px pen, the stabilizer ${drill.stabilizer ? 'on' : 'off'}${drill.guide ? ', the guide shown' : ''}`,
  );
  return facts;
}
