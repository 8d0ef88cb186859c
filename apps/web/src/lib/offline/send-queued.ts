import { ApiError, isWorthRetrying } from '../api';
import { clearQueued } from './outbox-flag';
import { dequeue, queued, type OutboxItem } from './device-store';

/**
 * Sends one kind of queued work and answers what to tell the artist; a rejection with status 0
 * means 'still offline'.
 */
export type Sender = (payload: unknown) => Promise<string>;

export interface SendReport {
  sent: { item: OutboxItem; message: string }[];
  /** Refused for good (the server answered no): dropped from the queue, with the reason. */
  refused: { item: OutboxItem; reason: string }[];
}

/**
 * Sends the account's queued work in the order it was made, one at a time, and stops at the first
 * that cannot go yet (offline again, the server away): what follows waits behind it.
 */
export async function sendQueued(email: string, senders: Record<string, Sender>) {
  const report: SendReport = { sent: [], refused: [] };
  const items = await queued(email);
  for (const item of items) {
    const send = senders[item.kind];
    if (!send || item.id === undefined) continue;
    try {
      report.sent.push({ item, message: await send(item.payload) });
    } catch (err) {
      if (isWorthRetrying(err)) return report;
      report.refused.push({ item, reason: err instanceof ApiError ? err.message : String(err) });
    }
    await dequeue(item.id);
  }
  if ((await queued(email)).length === 0) clearQueued();
  return report;
}
