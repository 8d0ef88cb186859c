import type { Mailer } from '../../platform/mail/mail';

interface Recipient {
  email: string;
  name: string;
}

/** Tells the course's instructor a student handed in a drawing (the outbox keeps it without SMTP). */
export async function notifyHandIn(
  mailer: Mailer,
  publicUrl: string,
  teacher: Recipient,
  handIn: { id: string; student: string; lesson: string; course: string },
) {
  await mailer.send({
    to: teacher.email,
    subject: `New hand-in: ${handIn.lesson}`,
    text: [
      `Hello ${teacher.name},`,
      '',
      `${handIn.student} handed in a drawing for “${handIn.lesson}” in ${handIn.course}.`,
      '',
      `Watch it being drawn and pin your critique: ${publicUrl}/dashboard/projects/${handIn.id}`,
    ].join('\n'),
  });
}

/** Tells the other party of a hand-in that a critique or a reply was added. */
export async function notifyComment(
  mailer: Mailer,
  publicUrl: string,
  to: Recipient,
  comment: { projectId: string; author: string; lesson: string; text: string },
) {
  await mailer.send({
    to: to.email,
    subject: `${comment.author} commented on “${comment.lesson}”`,
    text: [
      `Hello ${to.name},`,
      '',
      `${comment.author} wrote on the hand-in for “${comment.lesson}”:`,
      '',
      comment.text,
      '',
      `See it on the drawing’s timeline: ${publicUrl}/dashboard/projects/${comment.projectId}`,
    ].join('\n'),
  });
}
