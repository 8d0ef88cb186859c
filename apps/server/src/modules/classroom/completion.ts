import type { ArticleBlock } from '@glossy/contract';
import { AppError } from '../../platform/http/errors';

/**
 * When a lesson counts as done is the server's judgement, from what it saw over time: a video by
 * the seconds the player reported watching (each report earns at most what the clock since the
 * one before allows), an article by the time since its first report, an exercise by a hand-in,
 * a drill by a passing attempt.
 * Saying `completed` earns nothing by itself (decision 0025).
 */

/** Watched: 90% of the video. */
export const watchedShare = 0.9;
/** The fastest a player plays: more of the video than this per second of clock earns nothing. */
export const fastestPlayback = 2;
/** Reports are seconds apart and the network adds its own delay: this much more is allowed. */
export const reportSlackSec = 2;
/**
 * A playing video reports every ten seconds; a longer gap is a pause or a closed tab, and counts
 * as this much clock, so that a lesson left for a day cannot be skipped to its end.
 */
export const longestReportGapSec = 30;
/** A video whose length nobody knows counts as watched after this much. */
export const unknownLengthWatchSec = 30;
/** Reading at 900 words a minute (a skim), at least a few seconds and at most half a minute. */
const wordsPerSecond = 15;
const readSecBounds = { min: 3, max: 30 } as const;

/** What is kept of a student in a lesson between two reports. */
export interface LessonState {
  completed: boolean;
  positionSec: number;
  watchedSec: number;
  /** A video's last report; an article's first (its opening). */
  reportedAt: Date | null;
}

/** What the lesson asks of its student. */
export type LessonDemand =
  | { kind: 'video'; lengthSec: number | null }
  | { kind: 'article'; readSec: number }
  | { kind: 'exercise'; handedIn: boolean }
  | { kind: 'drill'; passed: boolean };

/** What the student sent: their word on being done, and where the video is. */
export interface LessonReport {
  completed?: boolean;
  positionSec?: number;
}

export const freshState: LessonState = {
  completed: false,
  positionSec: 0,
  watchedSec: 0,
  reportedAt: null,
};

/** Fields of an article's blocks that are not read: a block's type, a picture's address. */
const unread = new Set(['type', 'src', 'ordered']);

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The seconds an article takes to read, from its words. */
export function readSeconds(article: ArticleBlock[] | null): number {
  let words = 0;
  const count = (value: unknown): void => {
    if (typeof value === 'string') words += wordsIn(value);
    else if (Array.isArray(value)) value.forEach(count);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) if (!unread.has(key)) count(inner);
    }
  };
  count(article ?? []);
  const seconds = Math.ceil(words / wordsPerSecond);
  return Math.min(readSecBounds.max, Math.max(readSecBounds.min, seconds));
}

/** The seconds of watching a video asks for. */
export const secondsToWatch = (lengthSec: number | null) =>
  lengthSec && lengthSec > 0 ? watchedShare * lengthSec : unknownLengthWatchSec;

/** What one report adds to the seconds watched: forward, and no faster than the clock allows. */
export function watchCredit(before: LessonState, positionSec: number, now: Date): number {
  if (!before.reportedAt) return 0;
  const elapsedSec = Math.min(
    longestReportGapSec,
    Math.max(0, (now.getTime() - before.reportedAt.getTime()) / 1000),
  );
  const allowed = fastestPlayback * elapsedSec + reportSlackSec;
  return Math.min(allowed, Math.max(0, positionSec - before.positionSec));
}

const notYet = (message: string) => new AppError(409, message, { completed: message });

const formatSec = (seconds: number) =>
  seconds < 90 ? `${Math.ceil(seconds)} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * The state after a report, or a 409 when the student says done and the lesson is not. Marking a
 * lesson not done is always theirs to do.
 */
export function judgeReport(
  before: LessonState,
  report: LessonReport,
  demand: LessonDemand,
  now: Date,
): LessonState {
  const positionSec = report.positionSec ?? before.positionSec;
  let { watchedSec, reportedAt } = before;
  let earned = false;
  // Saying done again of a lesson already done is no claim to judge.
  const claims = report.completed === true && !before.completed;
  if (demand.kind === 'video') {
    if (report.positionSec !== undefined) {
      const cap = demand.lengthSec && demand.lengthSec > 0 ? demand.lengthSec : Infinity;
      watchedSec = Math.min(cap, watchedSec + watchCredit(before, report.positionSec, now));
      reportedAt = now;
    }
    const needed = secondsToWatch(demand.lengthSec);
    earned = watchedSec >= needed;
    if (claims && !earned) {
      throw notYet(
        `Watch the video first: ${formatSec(watchedSec)} of ${formatSec(needed)} watched so far.`,
      );
    }
  } else if (demand.kind === 'article') {
    reportedAt ??= now;
    const readFor = (now.getTime() - reportedAt.getTime()) / 1000;
    earned = readFor >= demand.readSec;
    if (claims && !earned) {
      throw notYet(`Take ${formatSec(demand.readSec - readFor)} more to read it first.`);
    }
  } else if (demand.kind === 'exercise') {
    earned = demand.handedIn;
    if (claims && !earned) {
      throw notYet('Hand in a drawing for this exercise first: it is done once it is handed in.');
    }
  } else {
    earned = demand.passed;
    if (claims && !earned) {
      throw notYet('Pass the drill first: an attempt that reaches its pass score completes it.');
    }
  }
  // A video finishes itself once watched; an article and an exercise when the student says so.
  const completed = report.completed ?? (before.completed || (demand.kind === 'video' && earned));
  return { completed, positionSec, watchedSec, reportedAt };
}
