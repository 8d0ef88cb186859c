import { liveCloseCodes } from '@glossy/contract';

const maxDelayMs = 10_000;

/**
 * Doubling from half a second up to ten; each wait is drawn between half and all of it, so that
 * two thousand watchers cut off at once by a restart do not all knock at the same instant.
 */
export const reconnectDelay = (attempt: number, random: () => number = Math.random) =>
  Math.round(Math.min(maxDelayMs, 500 * 2 ** attempt) * (0.5 + random() / 2));

/** Close codes after which coming back would meet the same answer, and what to say then. */
const finalMessages = new Map<number, string>([
  [liveCloseCodes.unauthorized, 'Please log in first.'],
  [liveCloseCodes.forbidden, 'This live class is for the students of its course.'],
  [liveCloseCodes.notFound, 'This event is not held on the sketchpad.'],
  [liveCloseCodes.ended, 'This live event has ended.'],
]);

/** What to say when the room closed for good (the server's own reason comes first); null: retry. */
export const finalMessage = (code: number): string | null => finalMessages.get(code) ?? null;

export const expiredMessage = 'Your session has expired. Please log in again.';
