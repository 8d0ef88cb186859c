import { controlInText, noControls } from '@glossy/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { invalidInput } from './errors';

/** A percent-encoded C0 control other than tab, line feed and carriage return, or DEL. */
const encodedControl = /%(0[0-8bcef]|1[0-9a-f]|7f)/i;

/** The path (`a.b.0`) of the first string in `value` holding a refused control character. */
function fieldWithControl(value: unknown, at: string[] = []): string | null {
  if (typeof value === 'string') return controlInText.test(value) ? at.join('.') || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (controlInText.test(key)) return [...at, key].join('.');
    const found = fieldWithControl(inner, [...at, key]);
    if (found) return found;
  }
  return null;
}

const refuse = (field: string) => invalidInput({ [field]: noControls });

/**
 * No text the API takes may hold a NUL byte or another control character (tab and line breaks
 * aside; fields of one line refuse those through their schema): PostgreSQL refuses NUL outright,
 * and the rest only ever hide text or forge headers. Checked for every route before its schemas
 * (after its sign-in gate: an anonymous caller learns first that it must sign in), so that a
 * field a schema ignores is refused as well. Cheap when there is nothing to see: a URL without '%'
 * and a body without '\' are never parsed here.
 */
export function refuseControlsInUrl(c: Context<AppEnv>) {
  const url = c.req.url;
  if (!encodedControl.test(url)) return;
  const queryAt = url.indexOf('?');
  if (encodedControl.test(queryAt === -1 ? url : url.slice(0, queryAt))) throw refuse('path');
  for (const [key, value] of new URLSearchParams(url.slice(queryAt + 1))) {
    if (controlInText.test(key) || controlInText.test(value)) throw refuse(key);
  }
}

export function refuseControlsInJson(text: string) {
  if (!text.includes('\\')) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return; // the route's own parser answers malformed JSON
  }
  const field = fieldWithControl(body);
  if (field) throw refuse(field);
}

/** The URL's check as a route's middleware, and the body's for a route that takes JSON. */
export const refuseControls = (takesJson: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    refuseControlsInUrl(c);
    // Read here, the body stays cached for the route's validator.
    if (takesJson && /json/i.test(c.req.header('content-type') ?? '')) {
      refuseControlsInJson(await c.req.text());
    }
    await next();
  });
