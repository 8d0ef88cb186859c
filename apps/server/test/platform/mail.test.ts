import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../src/db/schema';
import { withTestApp } from '../support/test-app';

/** A real SMTP server on loopback standing in for the mail provider. */
function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.server.address() as AddressInfo;
        resolve({
          url: `smtp://127.0.0.1:${port}`,
          received,
          close: () => new Promise<void>((done) => server.close(() => done())),
        });
      });
    },
  );
}

const message = {
  from_name: 'Ada Lovelace',
  from_email: 'ada@example.com',
  message: 'Do you teach engines?',
};

describe('contact mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('is mailed to the inbox when SMTP_URL is set, and recorded as sent', async () => {
    await withTestApp(
      'pglite',
      { env: { SMTP_URL: smtp.url, CONTACT_INBOX: 'team@glossy.test' } },
      async (ctx) => {
        const res = await ctx.request('/api/contact', { method: 'POST', json: message });
        expect(res.status).toBe(201);
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.to).toEqual(['team@glossy.test']);
        expect(smtp.received[0]!.raw).toContain('Do you teach engines?');
        expect(smtp.received[0]!.raw).toMatch(/Reply-To: ada@example.com/i);
        const [stored] = await ctx.db.select().from(contactMessages);
        expect(stored!.mailed).toBe(true);
        const [mail] = await ctx.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'team@glossy.test'));
        expect(mail!.sentAt).not.toBeNull();
      },
    );
  });

  it('keeps the message and the mail when the mail server is down', async () => {
    const down = 'smtp://127.0.0.1:9';
    await withTestApp('pglite', { env: { SMTP_URL: down } }, async (ctx) => {
      const res = await ctx.request('/api/contact', { method: 'POST', json: message });
      expect(res.status).toBe(201);
      const [stored] = await ctx.db.select().from(contactMessages);
      expect(stored).toMatchObject({ fromName: 'Ada Lovelace', mailed: false });
      const [mail] = await ctx.db.select().from(mailOutbox);
      expect(mail!.sentAt).toBeNull();
    });
  });
});
