/** The bell's plain values, without zod: the web app imports them through `./constants`. */

/**
 * What a user can be told: a critique (or a reply) on their hand-in, an answer to their lesson
 * question, a hand-in waiting for its teacher, a course's review, a live class starting soon, a
 * receipt.
 */
export const notificationKinds = [
  'critique',
  'answer',
  'hand-in',
  'course-review',
  'live-soon',
  'receipt',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How each kind is named on the settings page. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  critique: 'A critique or reply on your hand-in',
  answer: 'An answer to your lesson question',
  'hand-in': 'A hand-in waits for your critique',
  'course-review': 'Your course was approved or denied',
  'live-soon': 'A live class starts in 15 minutes',
  receipt: 'A receipt after a payment',
};

/**
 * Mail by default for what was mailed before the bell existed; 'live-soon' is not, since the
 * hour-ahead reminder mail already goes out.
 */
export const notificationMailDefaults: Record<NotificationKind, boolean> = {
  critique: true,
  answer: true,
  'hand-in': true,
  'course-review': true,
  'live-soon': false,
  receipt: true,
};

export const notificationLimits = { pageSize: 20, maxPageSize: 50, latest: 8 } as const;

/** How often the stream sends a heartbeat comment, and when a client calls a silent stream dead. */
export const notificationStreamTiming = { heartbeatMs: 25_000, silentMs: 60_000 } as const;
