import { z } from 'zod';

/** Every error answer of the API has this shape (DESIGN §4). */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const errorCodes = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal',
} as const;

export const objectId = z.string().min(1).max(64);

export const insertedAnswer = z.object({ insertedId: z.string().nullable() });
export type InsertedAnswer = z.infer<typeof insertedAnswer>;

export const healthAnswer = z.object({ status: z.literal('ok'), db: z.literal('up') });
export type HealthAnswer = z.infer<typeof healthAnswer>;

/** Query values arrive as strings; an operator-shaped key such as `email[$ne]` is never valid. */
export const queryText = (max: number) => z.string().trim().max(max);

/** Paging query fields: `page` from 1, `limit` up to `maxLimit` per page. */
export const pageFields = (maxLimit: number) => ({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(maxLimit).optional(),
});
