import { errorBody, errorCodes } from '@glossy/contract';
import { expect } from 'vitest';
import type { FuzzRequest } from './fuzz-targets';
import type { TestApp } from './test-app';

export async function sendFuzzRequest(ctx: TestApp, req: FuzzRequest) {
  const headers: Record<string, string> = { ...req.headers };
  if (req.body?.contentType) headers['content-type'] = req.body.contentType;
  return ctx.request(req.url, { method: req.method, headers, body: req.body?.text });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What every answer to anything a client can send must satisfy (the error body of packages/contract/src/common.ts): never a 5xx, and a
 * 4xx is JSON shaped `{ error: { code, message, fields? } }` with a client-error code.
 */
export async function expectWellBehavedAnswer(res: Response, req: FuzzRequest) {
  const where = `${req.method} ${req.url.slice(0, 200)}`;
  const text = await res.text();
  expect(res.status, `${where} answered ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status < 400) return;
  expect(res.headers.get('content-type') ?? '', `${where} answered ${res.status}`).toMatch(
    /^application\/json/,
  );
  const parsed = errorBody.safeParse(parseJson(text));
  expect(parsed.success, `${where} answered ${res.status} ${text.slice(0, 300)}`).toBe(true);
  expect(parsed.data?.error.code, `${where} answered ${res.status}`).not.toBe(errorCodes.internal);
}
