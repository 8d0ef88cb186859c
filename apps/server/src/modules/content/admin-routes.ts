import { outboxMail, pageQuery, storedContactMessage } from '@glossy/contract';
import { count, desc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { contactMessages, mailOutbox } from '../../db/schema';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { Caller } from '../../platform/http/context';
import { AppError } from '../../platform/http/errors';
import type { ModuleDeps } from '../deps';
import { errorResponse, json } from '../openapi';
import { canContent } from './policy';

const adminList = <T extends z.ZodType>(path: string, schema: T, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['content'],
    summary,
    request: { query: pageQuery },
    responses: {
      200: json(z.array(schema), 'Newest first; total in X-Total-Count'),
      400: errorResponse('Bad query'),
      401: errorResponse('Not signed in'),
      403: errorResponse('Not an admin'),
    },
  });

async function requireAdminReader(caller: Caller) {
  const actor = await requireUser(caller);
  if (!canContent(actor, 'inbox:read')) throw new AppError(403, 'Only admins can read the inbox.');
}

const pageSize = 20;

/** The admin's view of what the site received and sent: contact messages and the mail outbox. */
export function contentAdminRoutes({ db }: ModuleDeps) {
  const total = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return createApi()
    .openapi(adminList('/admin/outbox', outboxMail, 'The mail outbox (admin)'), async (c) => {
      await requireAdminReader(c.var.caller);
      const { page = 1, limit = pageSize } = c.req.valid('query');
      const rows = await db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit)
        .offset((page - 1) * limit);
      c.header('X-Total-Count', String(await total(mailOutbox)));
      return c.json(
        rows.map((row) => ({
          _id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          sentAt: row.sentAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        200,
      );
    })
    .openapi(
      adminList('/admin/contact-messages', storedContactMessage, 'Contact messages (admin)'),
      async (c) => {
        await requireAdminReader(c.var.caller);
        const { page = 1, limit = pageSize } = c.req.valid('query');
        const rows = await db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt))
          .limit(limit)
          .offset((page - 1) * limit);
        c.header('X-Total-Count', String(await total(contactMessages)));
        return c.json(
          rows.map((row) => ({
            _id: row.id,
            from_name: row.fromName,
            from_email: row.fromEmail,
            message: row.message,
            mailed: row.mailed,
            createdAt: row.createdAt.toISOString(),
          })),
          200,
        );
      },
    );
}
