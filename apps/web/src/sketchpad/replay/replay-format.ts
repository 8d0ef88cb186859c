import { brushCatalog, shapeCatalog } from '@glossy/canvas/catalog';

/** The replay's speeds: the paint-along's half to sixteen times, and 32× to skim a long drawing. */
export { REPLAY_SPEEDS as replaySpeeds } from '@glossy/canvas/timeline';

export const speedLabel = (speed: number) => `${speed}×`;

const two = (n: number) => String(n).padStart(2, '0');

/** A player's clock: '0:42', '12:05', and past an hour '1:02:05'. Rounds down to the second. */
export function clockText(ms: number): string {
  const all = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  const h = Math.floor(all / 3600);
  const m = Math.floor((all % 3600) / 60);
  const s = all % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Time spent drawing, as a person says it: '12 min 5 s', '45 s', '1 h 3 min'. */
export function durationText(ms: number): string {
  if (!(ms > 0)) return '0 s';
  if (ms < 500) return 'less than 1 s';
  const all = Math.round(ms / 1000);
  const h = Math.floor(all / 3600);
  const m = Math.floor((all % 3600) / 60);
  const s = all % 60;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return s > 0 ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}

const toolNames = new Map<string, string>([
  ...brushCatalog.map((b) => [b.id, b.name] as const),
  ...shapeCatalog.map((s) => [s.id, s.name] as const),
  ['fill', 'Fill'],
]);

/** A brush's or shape's name in the sketchpad ('Brush pen', 'Rounded rectangle'), or 'Fill'. */
export const toolName = (id: string) => toolNames.get(id) ?? id;

/** The scrubber's spoken value: where the replay is in time and in steps. */
export const positionText = (ms: number, total: number, step: number, steps: number) =>
  `${clockText(ms)} of ${clockText(total)}, ${stepText(step, steps).toLowerCase()}`;

export const stepText = (step: number, steps: number) => `Step ${step} of ${steps}`;
