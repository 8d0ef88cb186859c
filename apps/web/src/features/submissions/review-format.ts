import type { SubmissionEvent } from '@glossy/contract';
import { formatMinutes } from '../../lib/format/course-format';
import type { StatusFilter } from './submission-queries';

/** "45 s", "12 min", "1 h 5 min"; nothing for a lesson without a length. */
export function formatLessonDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  return formatMinutes(Math.round(seconds / 60));
}

export function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

/** What each step of a submission's history says, for people rather than machines. */
export const historyActionLabel: Record<SubmissionEvent['action'], string> = {
  submitted: 'Submitted for review',
  edited: 'Edited',
  resubmitted: 'Sent again for review',
  approved: 'Approved and published',
  denied: 'Denied',
  feedback: 'Feedback given',
};

/** The status filters' names, the same on Manage Classes and on the instructor's list. */
export const statusFilterLabel: Record<StatusFilter, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};
