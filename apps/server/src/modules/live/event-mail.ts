import type { Mailer } from '../../platform/mail/mail';
import type { EventRow } from './store';

interface Recipient {
  email: string;
  name: string;
}

/** The start as a reader anywhere can place it: UTC, spelled out (mail has no time zone of theirs). */
const when = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)} UTC`;

/** The same mail to each of `told`, greeting each by name (the outbox keeps it without SMTP). */
async function mailEach(mailer: Mailer, told: Recipient[], subject: string, lines: string[]) {
  for (const to of told) {
    await mailer.send({
      to: to.email,
      subject,
      text: [`Hello ${to.name},`, '', ...lines].join('\n'),
    });
  }
}

/** Tells each registered user the event is cancelled. */
export const notifyCancelled = (
  mailer: Mailer,
  publicUrl: string,
  event: EventRow,
  told: Recipient[],
) =>
  mailEach(mailer, told, `Cancelled: ${event.title}`, [
    `“${event.title}”, planned for ${when(event.startsAt)}, is cancelled. Your registration is gone with it.`,
    '',
    `Other events to join: ${publicUrl}/event`,
  ]);

/** Reminds each registered user shortly before the event starts. */
export const remindRegistered = (
  mailer: Mailer,
  publicUrl: string,
  event: EventRow,
  told: Recipient[],
) =>
  mailEach(mailer, told, `Starting soon: ${event.title}`, [
    `“${event.title}” starts at ${when(event.startsAt)}.`,
    event.kind === 'live'
      ? `Join it on the sketchpad: ${publicUrl}/event/${event.id}`
      : `Where: ${event.location}`,
    '',
    `Add it to your calendar: ${publicUrl}/api/events/${event.id}/calendar.ics`,
  ]);

/** Tells each registered user the session can be watched again. */
export const notifyReplayReady = (
  mailer: Mailer,
  publicUrl: string,
  event: EventRow,
  told: Recipient[],
) =>
  mailEach(mailer, told, `Replay ready: ${event.title}`, [
    `The live session “${event.title}” has ended. Watch it again, stroke by stroke, with its chat: ${publicUrl}/event/${event.id}`,
  ]);
