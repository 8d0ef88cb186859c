import { errorBody, type ErrorBody } from '@glossy/contract';
import { expect } from 'vitest';
import type { z } from 'zod';

/** The body as JSON, after checking the answer says it is JSON. */
export async function readJson(res: Response): Promise<unknown> {
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  return res.json();
}

/** Asserts the status, then parses the body with a contract schema (so the shape is checked too). */
export async function expectJson<S extends z.ZodType>(
  res: Response,
  status: number,
  schema: S,
): Promise<z.infer<S>> {
  const body = await readJson(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return schema.parse(body);
}

/** Asserts an error answer: the status, the API's `{ error: { code, message, fields? } }` body. */
export async function expectError(
  res: Response,
  status: number,
  code?: string,
): Promise<ErrorBody> {
  const body = errorBody.strict().parse(await readJson(res));
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.error.message.length).toBeGreaterThan(0);
  if (code) expect(body.error.code).toBe(code);
  return body;
}

export const isSameOriginPath = (url: string) => url.startsWith('/') && !url.startsWith('//');
