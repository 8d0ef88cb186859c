import { c1Control, controlInText, noControls } from '@glossy/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { AppError, invalidInput } from './errors';

/** A percent-encoded C0 control other than tab, line feed and carriage return, or DEL. */
const encodedControl = /%(0[0-8bcef]|1[0-9a-f]|7f)/i;

/** How deep arrays and objects may nest in a body: far beyond any form, far short of a stack. */
export const maxJsonDepth = 64;

/**
 * Whether a JSON text nests arrays and objects deeper than `maxJsonDepth`, counted in one pass
 * outside its strings, so that no parser or walker ever meets a body that would exhaust it.
 */
export function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxJsonDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** The path (`a.b.0`) of the first string in `value` holding a refused control character. */
function fieldWithControl(root: unknown): string | null {
  const pending: [unknown, string[]][] = [[root, []]];
  while (pending.length > 0) {
    const [value, at] = pending.pop()!;
    if (typeof value === 'string') {
      if (controlInText.test(value)) return at.join('.') || 'body';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    // Pushed in reverse, so the first field in the body is the first reported.
    for (const [key, inner] of Object.entries(value).reverse()) {
      if (controlInText.test(key)) return [...at, key].join('.');
      pending.push([inner, [...at, key]]);
    }
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

const tooDeep = () =>
  new AppError(400, `The JSON body nests deeper than ${maxJsonDepth} levels.`, {
    body: `Nest arrays and objects at most ${maxJsonDepth} levels deep`,
  });

/** A JSON body's checks before any parser sees it: its depth, then its control characters. */
export function refuseControlsInJson(text: string) {
  if (nestsTooDeep(text)) throw tooDeep();
  // Controls reach a parsed string only escaped, or as raw C1 (valid JSON): else nothing to see.
  if (!text.includes('\\') && !c1Control.test(text)) return;
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
