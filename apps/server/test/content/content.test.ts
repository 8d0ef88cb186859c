import {
  blogPost,
  blogTopic,
  errorCodes,
  faqEntry,
  galleryItem,
  insertedAnswer,
  subscriptionAnswer,
} from '@glossy/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessages, mailOutbox, subscriptions } from '../../src/db/schema';
import { expectError, expectJson, isSameOriginPath } from '../support/http';
import { describeEachBackend } from '../support/test-app';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const validContact = {
  from_name: 'Ada Lovelace',
  from_email: 'ada@example.com',
  message: 'Do you run weekend classes for beginners?',
};

describeEachBackend('content', (ctx) => {
  const getList = async <S extends z.ZodType>(path: string, item: S) =>
    expectJson(await ctx.request(path), 200, z.array(item));

  it('answers the five FAQ entries, nine blog topics and seven gallery pieces', async () => {
    const faq = await getList('/api/faq', faqEntry.strict());
    expect(faq).toHaveLength(6);
    expect(faq.every((f) => f.question.endsWith('?') && f.answer.length > 20)).toBe(true);
    const topics = await getList('/api/blog-topics', blogTopic.strict());
    expect(topics).toHaveLength(9);
    expect(new Set(topics.map((t) => t.title)).size).toBe(9);
    const gallery = await getList('/api/gallery', galleryItem.strict());
    expect(gallery).toHaveLength(7);
    expect(gallery.every((g) => isSameOriginPath(g.image))).toBe(true);
    await getList('/api/blog-posts', blogPost.strict());
  });

  it('stores a contact message and an outbox mail, answering 201 with insertedId', async () => {
    const before = await ctx.counts();
    const res = await ctx.request('/api/contact', { method: 'POST', json: validContact });
    const { insertedId } = await expectJson(res, 201, insertedAnswer.strict());
    expect(insertedId).toMatch(uuid);
    const [stored] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, insertedId!));
    expect(stored).toMatchObject({
      fromName: validContact.from_name,
      fromEmail: validContact.from_email,
      message: validContact.message,
    });
    const after = await ctx.counts();
    expect(after.contact_messages).toBe(before.contact_messages! + 1);
    expect(after.mail_outbox).toBe(before.mail_outbox! + 1);
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, ctx.config.CONTACT_INBOX));
    const mail = mails.find((m) => m.text.includes(validContact.message));
    expect(mail?.subject).toContain(validContact.from_name);
    expect(mail?.text).toContain(validContact.from_email);
  });

  it.each([
    ['from_name', { from_name: '' }],
    ['from_name', { from_name: '   ' }],
    ['from_name', { from_name: 'x'.repeat(101) }],
    ['from_name', { from_name: 42 }],
    ['from_email', { from_email: 'not-an-email' }],
    ['from_email', { from_email: '' }],
    ['from_email', { from_email: ['ada@example.com'] }],
    ['message', { message: '' }],
    ['message', { message: '\n\t ' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['message', { message: { $gt: '' } }],
  ])('rejects a contact with a bad %s, naming the field, storing nothing', async (field, patch) => {
    const before = await ctx.snapshot();
    const res = await ctx.request('/api/contact', {
      method: 'POST',
      json: { ...validContact, ...patch },
    });
    const body = await expectError(res, 400, errorCodes.badRequest);
    expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    expect(await ctx.snapshot()).toEqual(before);
  });

  it('rejects a contact with a missing field, an extra field or a non-object body', async () => {
    const before = await ctx.snapshot();
    const { message: _omitted, ...noMessage } = validContact;
    const bodies: unknown[] = [
      noMessage,
      { ...validContact, admin: true },
      [validContact],
      null,
      'hi',
    ];
    for (const json of bodies) {
      const res = await ctx.request('/api/contact', { method: 'POST', json });
      await expectError(res, 400, errorCodes.badRequest);
    }
    expect(await ctx.snapshot()).toEqual(before);
  });

  it('subscribes an address once, whatever its case', async () => {
    const post = (email: string) =>
      ctx.request('/api/subscriptions', { method: 'POST', json: { email } });
    const first = await expectJson(
      await post('Grace@Example.org'),
      201,
      subscriptionAnswer.strict(),
    );
    expect(first.alreadySubscribed).toBe(false);
    expect(first.insertedId).toMatch(uuid);
    for (const again of ['grace@example.org', 'GRACE@EXAMPLE.ORG', 'Grace@Example.org']) {
      const res = await post(again);
      expect(await expectJson(res, 200, subscriptionAnswer.strict())).toEqual({
        insertedId: null,
        alreadySubscribed: true,
      });
    }
    const rows = await ctx.db.select().from(subscriptions);
    expect(rows.filter((r) => r.email.toLowerCase() === 'grace@example.org')).toHaveLength(1);
    const other = await expectJson(await post('alan@example.org'), 201, subscriptionAnswer);
    expect(other.alreadySubscribed).toBe(false);
    const bad = await expectError(await post('nope'), 400, errorCodes.badRequest);
    expect(Object.keys(bad.error.fields ?? {})).toEqual(['email']);
  });

  it('answers 429 with Retry-After after five contacts from one address, storing nothing more', async () => {
    const client = '203.0.113.7';
    const send = () => ctx.request('/api/contact', { method: 'POST', json: validContact, client });
    const before = await ctx.counts();
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(201);
    const limited = await send();
    await expectError(limited, 429, errorCodes.rateLimited);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const after = await ctx.counts();
    expect(after.contact_messages).toBe(before.contact_messages! + 5);
    expect(after.mail_outbox).toBe(before.mail_outbox! + 5);
    // The limit is per client: another address is still served.
    const other = await ctx.request('/api/contact', { method: 'POST', json: validContact });
    expect(other.status).toBe(201);
  });

  it('limits subscriptions the same way', async () => {
    const client = '203.0.113.8';
    const post = (i: number) =>
      ctx.request('/api/subscriptions', {
        method: 'POST',
        json: { email: `limit-${i}@example.org` },
        client,
      });
    for (let i = 0; i < 5; i += 1) expect((await post(i)).status).toBe(201);
    await expectError(await post(5), 429, errorCodes.rateLimited);
  });
});
