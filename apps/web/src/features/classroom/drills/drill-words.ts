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
