import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { createLogger } from '../../src/platform/observability/logger';
import { createMailer, headerText } from '../../src/platform/mail/mail';
import { describeEachBackend } from '../support/test-app';

/** A contact form's name that tries to add a recipient once it is in the subject. */
const injectedName = 'Ada\r\nBcc: x@evil.test';
const lineBreak = /[\r\n]/;
const logger = createLogger('silent');

describe('headerText', () => {
  it('makes one line of anything, each run of control characters a space', () => {
    expect(headerText(injectedName)).toBe('Ada Bcc: x@evil.test');
    expect(headerText('a\u0000b\tc\u007fd\u0085e\u2028f\u2029g\u001b[31mh')).toBe(
      'a b c d e f g [31mh',
    );
    expect(headerText('\r\nSubject\n')).toBe('Subject');
    expect(headerText('Contact form: Zoë 🎨')).toBe('Contact form: Zoë 🎨');
  });
});

describeEachBackend('mail headers', (ctx) => {
  it('stores the subject, recipient and reply-to as single lines, the text as written', async () => {
    const mailer = await createMailer({ db: ctx.db, logger, from: 'hello@glossy.test' });
    const { id, delivered } = await mailer.send({
      to: 'team@glossy.test\r\n',
      subject: `Contact form: ${injectedName}`,
      text: 'First line\r\nSecond line',
      replyTo: 'ada@example.com\nBcc: x@evil.test',
    });
    expect(delivered).toBe(false);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      to: 'team@glossy.test',
      subject: 'Contact form: Ada Bcc: x@evil.test',
      text: 'First line\r\nSecond line',
    });
  });

  it('never lets a contact form’s name put a line break in the outbox', async () => {
    const res = await ctx.request('/api/contact', {
      method: 'POST',
      json: { from_name: injectedName, from_email: 'ada@example.com', message: 'Hello' },
    });
    // Refusing such a name outright is as safe as mailing it on one line; either way no row
    // of the outbox may hold a line break in its subject.
    expect([201, 400]).toContain(res.status);
    const outbox = await ctx.db.select().from(mailOutbox);
    for (const row of outbox) expect(row.subject).not.toMatch(lineBreak);
    if (res.status === 201) {
      expect(outbox.map((row) => row.subject)).toContain('Contact form: Ada Bcc: x@evil.test');
    }
  });
});
