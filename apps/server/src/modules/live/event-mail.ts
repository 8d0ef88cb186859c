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

/** Tells each registered user the event is cancelled (the outbox keeps it without SMTP). */
export async function notifyCancelled(
  mailer: Mailer,
  publicUrl: string,
  event: EventRow,
  told: Recipient[],
) {
  for (const to of told) {
    await mailer.send({
      to: to.email,
      subject: `Cancelled: ${event.title}`,
      text: [
        `Hello ${to.name},`,
        '',
        `“${event.title}”, planned for ${when(event.startsAt)}, is cancelled. Your registration is gone with it.`,
        '',
        `Other events to join: ${publicUrl}/event`,
      ].join('\n'),
    });
  }
}

/** Reminds each registered user shortly before the event starts. */
export async function remindRegistered(
  mailer: Mailer,
  publicUrl: string,
  event: EventRow,
  told: Recipient[],
) {
  const place =
    event.kind === 'live'
      ? `Join it on the sketchpad: ${publicUrl}/event/${event.id}`
      : `Where: ${event.location}`;
  for (const to of told) {
    await mailer.send({
      to: to.email,
      subject: `Starting soon: ${event.title}`,
      text: [
        `Hello ${to.name},`,
        '',
        `“${event.title}” starts at ${when(event.startsAt)}.`,
        place,
        '',
        `Add it to your calendar: ${publicUrl}/api/events/${event.id}/calendar.ics`,
      ].join('\n'),
    });
  }
}

/** Tells each registered user the session can be watched again. */
export async function notifyReplayReady(
  mailer: Mailer,
  publicUrl: string,
  event: EventRow,
  told: Recipient[],
) {
  for (const to of told) {
    await mailer.send({
      to: to.email,
      subject: `Replay ready: ${event.title}`,
      text: [
        `Hello ${to.name},`,
        '',
        `The live session “${event.title}” has ended. Watch it again, stroke by stroke, with its chat: ${publicUrl}/event/${event.id}`,
      ].join('\n'),
    });
  }
}
