import type { SubmissionEvent } from '@glossy/contract';
import type { StatusFilter } from './submission-queries';

/** What each step of a submission's history says, for people rather than machines. */
export const historyActionLabel: Record<SubmissionEvent['action'], string> = {
  drafted: 'Added as a draft',
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
  draft: 'Drafts',
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};
