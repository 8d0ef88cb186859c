import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
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
    async send(mail) {
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
