import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * C0 and C1 controls, DEL and the Unicode line and paragraph separators. In a header a CR or LF
 * would end the field and start another: a contact form's name becomes a subject, and
 * 'Ada\r\nBcc: x@evil.test' must not add a recipient.
 */
// eslint-disable-next-line no-control-regex -- these are exactly the characters taken out
const headerBreakers = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** One line fit for a header: each run of control characters becomes a space. */
export const headerText = (value: string) => value.replace(headerBreakers, ' ').trim();

/** The header fields of a mail as one line each; the text (the body) keeps its line breaks. */
function withSafeHeaders(mail: OutgoingMail): OutgoingMail {
  return {
    ...mail,
    to: headerText(mail.to),
    subject: headerText(mail.subject),
    ...(mail.replyTo === undefined ? {} : { replyTo: headerText(mail.replyTo) }),
  };
}

export interface Mailer {
  /** Stores the mail in the outbox, then delivers it when a transport is configured. */
  send(mail: OutgoingMail): Promise<{ id: string; delivered: boolean }>;
}

export async function createMailer(options: {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
}): Promise<Mailer> {
  const { db, logger, smtpUrl, from } = options;
  const transport = smtpUrl
    ? (await import('nodemailer')).default.createTransport(smtpUrl)
    : undefined;
  return {
    async send(outgoing) {
      // Before anything is stored or sent: the outbox shows what would have been mailed.
      const mail = withSafeHeaders(outgoing);
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) return { id, delivered: false };
      try {
        await transport.sendMail({ from, ...mail });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
        return { id, delivered: true };
      } catch (err) {
        logger.warn({ err, outboxId: id }, 'mail delivery failed; kept in outbox');
        return { id, delivered: false };
      }
    },
  };
}
