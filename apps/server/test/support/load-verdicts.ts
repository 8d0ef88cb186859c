import type { Outcome } from './write-load';

/** A stretch of the run, in performance.now() milliseconds. */
export interface Span {
  from: number;
  to: number;
}

const overlaps = (outcome: Outcome, span: Span) =>
  outcome.endedAt >= span.from && outcome.startedAt <= span.to;

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

export interface LoadVerdict {
  /** The app's statuses, all of them, by status. */
  statuses: Record<string, number>;
  /** The app's 4xx answers by kind of request and status (`sign-up 422`). */
  refusals: Record<string, number>;
  /** The app's 5xx answers to requests under way while the database was away, by status. */
  fiveXxWhileDatabaseDown: Record<string, number>;
  /** 5xx from the app that an outage does not explain: anything but 503 while it was away. */
  unexplained5xx: Outcome[];
  /** 503s without the Retry-After a client needs to know when to come back. */
  withoutRetryAfter: Outcome[];
  /** Requests the balancer could not complete (its 502, or a connection it broke). */
  lostAtBalancer: Outcome[];
  /** Of those, the ones outside the moments an instance was killed. */
  lostOutsideKill: Outcome[];
  /** 2xx answers to requests under way while Redis was away. */
  servedWithoutRedis: number;
}

/** Sorts what the load was answered into what the outages explain and what they do not. */
export function judgeLoad(
  outcomes: Outcome[],
  spans: { databaseDown: Span; redisDown: Span; instanceKilled: Span },
): LoadVerdict {
  const byApp = outcomes.filter((outcome) => outcome.status > 0 && !outcome.byBalancer);
  const fiveXx = byApp.filter((outcome) => outcome.status >= 500);
  const whileDown = fiveXx.filter((outcome) => overlaps(outcome, spans.databaseDown));
  const lost = outcomes.filter((outcome) => outcome.status === 0 || outcome.byBalancer);
  return {
    statuses: countBy(byApp, (outcome) => String(outcome.status)),
    refusals: countBy(
      byApp.filter((outcome) => outcome.status >= 400 && outcome.status < 500),
      (outcome) => `${outcome.kind} ${outcome.status}`,
    ),
    fiveXxWhileDatabaseDown: countBy(whileDown, (outcome) => String(outcome.status)),
    unexplained5xx: fiveXx.filter(
      (outcome) => outcome.status !== 503 || !overlaps(outcome, spans.databaseDown),
    ),
    withoutRetryAfter: fiveXx.filter(
      (outcome) => outcome.status === 503 && outcome.retryAfter !== '5',
    ),
    lostAtBalancer: lost,
    lostOutsideKill: lost.filter((outcome) => !overlaps(outcome, spans.instanceKilled)),
    servedWithoutRedis: byApp.filter(
      (outcome) => outcome.status < 300 && overlaps(outcome, spans.redisDown),
    ).length,
  };
}
