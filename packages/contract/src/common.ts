import { z } from 'zod';
import { noPretending, pretendsInLine, pretendsInText } from './text-rules';

/** Every error answer of the API has this shape. */
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
  methodNotAllowed: 'method_not_allowed',
  conflict: 'conflict',
  tooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal',
  unavailable: 'unavailable',
} as const;

export const objectId = z.string().min(1).max(64);

export const insertedAnswer = z.object({ insertedId: z.string().nullable() });
export type InsertedAnswer = z.infer<typeof insertedAnswer>;

/** A dependency the server needs: `unused` when it is not configured (Redis is optional). */
export const dependencyState = z.enum(['up', 'down', 'unused']);
export type DependencyState = z.infer<typeof dependencyState>;
export const healthAnswer = z.object({
  status: z.literal('ok'),
  db: z.literal('up'),
  redis: dependencyState,
});
export type HealthAnswer = z.infer<typeof healthAnswer>;

/** Tab, line feed and carriage return are text; every other C0 control, DEL and C1 are not. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters refused
export const controlInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** In one line of text, no control character at all. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters refused
export const controlInLine = /[\u0000-\u001F\u007F-\u009F]/;
/** C1 controls, which JSON may carry unescaped. */
export const c1Control = /[\u0080-\u009F]/;
export const noControls = 'Remove the control characters';

/** Query values arrive as strings; an operator-shaped key such as `email[$ne]` is never valid. */
export const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !controlInLine.test(value), noControls);

/** Paging query fields: `page` from 1, `limit` up to `maxLimit` per page. */
export const pageFields = (maxLimit: number) => ({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(maxLimit).optional(),
});

/** One line's rules: no control character at all, nothing invisible, no turn of direction. */
export const inOneLine = (text: z.ZodString) =>
  text
    .refine((value) => !controlInLine.test(value), noControls)
    .refine((value) => !pretendsInLine(value), noPretending);

/**
 * Running text's rules: line breaks and tabs allowed, other controls not, nor a change of
 * direction for all that follows (text-rules.ts).
 */
export const inRunningText = (text: z.ZodString) =>
  text
    .refine((value) => !controlInText.test(value), noControls)
    .refine((value) => !pretendsInText(value), noPretending);

/** One line of text (a name, a title): trimmed and required. */
export const lineText = (max: number, required = 'This field is required') =>
  inOneLine(z.string().trim().min(1, required).max(max, `Keep it under ${max} characters`));

/** Several lines of text (a description, a prompt): trimmed and required. */
export const longText = (max: number, required = 'This field is required') =>
  inRunningText(z.string().trim().min(1, required).max(max, `Keep it under ${max} characters`));

/**
 * A picture or video the site serves itself: an upload (/uploads/…), a built-in file (/media/…), or
 * the absolute URL of either on this site (the server checks the origin). Never an outside host.
 */
export const mediaRef = z
  .string()
  .trim()
  .min(1, 'Choose a file')
  .max(2048)
  .refine((value) => !controlInLine.test(value), noControls);

/**
 * A person's picture: one of ours (an upload or a built-in file), as a path on this site. Pictures
 * from other hosts would let a profile track whoever looks at it, and `javascript:` never renders.
 */
export const ownPicturePath =
  /^\/(uploads\/[a-z0-9][a-z0-9-]{0,99}\.webp|media\/[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(webp|png|jpe?g|avif|svg))$/;
/** What to do instead, said to someone who pasted a link to a picture elsewhere. */
export const outsidePictureMessage =
  'Pictures from other sites are not used here: upload yours instead, or leave this empty for our artist avatar';

export const ownPicture = z
  .string()
  .trim()
  .max(2048)
  .superRefine((value, ctx) => {
    if (ownPicturePath.test(value)) return;
    const elsewhere = /^([a-z][a-z0-9+.-]*:)?\/\//i.test(value);
    ctx.addIssue({
      code: 'custom',
      message: elsewhere ? outsidePictureMessage : 'Use an uploaded picture or one of ours',
    });
  });
