import type { Mailer } from '../../platform/mail/mail';
import type { ReviewDecision } from './review';
import type { SubmissionRow } from './store';

/** Tells the instructor what the admin decided or said (the outbox keeps it without SMTP). */
export async function notifyInstructor(
  mailer: Mailer,
  publicUrl: string,
  row: SubmissionRow,
  decision: ReviewDecision,
) {
  const name = `“${row.courseName}”`;
  const subject =
    decision.status === 'approved'
      ? `Your course ${name} is live`
      : decision.status === 'denied'
        ? `Your course ${name} needs changes`
        : `New feedback on your course ${name}`;
  const lines = [
    `Hello ${row.sellerName},`,
    '',
    decision.status === 'approved'
      ? `Good news: ${name} was approved and is now in the Glossy Drawer catalog.`
      : decision.status === 'denied'
        ? `${name} was not approved yet. Change it and send it again for review.`
        : `An admin left feedback on ${name}.`,
  ];
  if (decision.feedback) lines.push('', 'Feedback:', decision.feedback);
  lines.push('', `Open your course: ${publicUrl}/dashboard/studio/${row.id}`);
  await mailer.send({ to: row.postedBy, subject, text: lines.join('\n') });
}
