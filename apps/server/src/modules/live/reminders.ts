import type { Logger } from 'pino';
import type { Mailer } from '../../platform/mail/mail';
import { runEvery } from '../../platform/schedule/every';
import { remindRegistered } from './event-mail';
import type { LiveStore } from './store';

/** How long before the start the registered users are reminded, and how often to look. */
export const reminderLeadMs = 60 * 60_000;
const everyMs = 5 * 60_000;

/** Sends the reminders now due; every instance may call it, each event is reminded once. */
export async function sendDueReminders(
  store: LiveStore,
  mailer: Mailer,
  publicUrl: string,
  now = new Date(),
) {
  const due = await store.claimDueReminders(now, reminderLeadMs);
  for (const { event, told } of due) await remindRegistered(mailer, publicUrl, event, told);
  return due.length;
}

/** Looks for due reminders every few minutes while the server runs; returns the stop. */
export function scheduleReminders(
  store: LiveStore,
  mailer: Mailer,
  publicUrl: string,
  logger: Logger,
): () => void {
  return runEvery(
    everyMs,
    () => sendDueReminders(store, mailer, publicUrl),
    logger,
    'event reminders could not be sent this time',
  );
}
