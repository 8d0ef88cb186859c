import fc from 'fast-check';

/** Keys a hostile or confused client sends: operators, prototype names, array and object syntax. */
const trickyKeys = [
  'email[$ne]',
  'q[$gt]',
  '$where',
  '__proto__',
  '__proto__[admin]',
  'constructor',
  'constructor[prototype][admin]',
  'toString',
  'hasOwnProperty',
  'limit[]',
  'page[0]',
  'role',
  'admin',
  '',
];

/** Values that break naive parsing: numbers out of range, syntax, injections, control characters. */
const trickyValues = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  '-0',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' or '1'='1",
  "'; drop table courses; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '../../etc/passwd',
  'a:* & !b | (',
  '\u0000',
  '\r\nSet-Cookie: x=1',
  '\uFEFF',
  'Ω≈ç√∫˜µ≤≥÷',
  '👩‍🎨🎨',
];

/** Pieces inserted as they are, not percent-encoded: broken escapes and stray separators. */
const rawPieces = ['%', '%ZZ', '%E0%A4%A', '%C0%AF', '%00', '&&', '==', '+', ';', '#frag', '%2F'];

const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const huge = fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'ÿ'.repeat(n));
/** Text with a C0 control character or DEL somewhere inside (NUL broke seven routes once). */
export const controlText = fc
  .tuple(text, fc.integer({ min: 0, max: 32 }), text)
  .map(
    ([before, code, after]) => `${before}${String.fromCharCode(code === 32 ? 127 : code)}${after}`,
  );

export const fuzzText = (known: readonly string[] = []) =>
  fc.oneof(
    { weight: 3, arbitrary: text },
    { weight: 2, arbitrary: fc.constantFrom(...trickyValues, ...known) },
    { weight: 1, arbitrary: huge },
    { weight: 2, arbitrary: controlText },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.uuid() },
  );

const encodedOrRaw = (value: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 5, arbitrary: value.map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...rawPieces) },
  );

/** A whole query string ('' or '?...'), keys mixing the route's own parameters and tricky ones. */
export function fuzzQuery(knownKeys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...knownKeys, ...trickyKeys), text);
  const pair = fc.tuple(encodedOrRaw(key), encodedOrRaw(fuzzText())).map(([k, v]) => `${k}=${v}`);
  const pairs = fc.array(
    fc.oneof({ weight: 6, arbitrary: pair }, { weight: 1, arbitrary: encodedOrRaw(key) }),
    {
      maxLength: 6,
    },
  );
  return pairs.map((list) => (list.length ? `?${list.join('&')}` : ''));
}

/** A path parameter as it appears in the URL. */
export const fuzzPathParam = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fuzzText(['..', '.', 'me', 'admin', 'x@y.z']).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...rawPieces, '..', '%2e%2e', 'a%2Fb') },
  );

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fuzzText(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(
    fc.constantFrom('$ne', '$gt', '$regex', '__proto__'),
    fc.jsonValue({ maxDepth: 1 }),
  ),
  fc.jsonValue({ maxDepth: 4 }),
);

const plausibleValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.emailAddress(),
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.integer({ min: 0, max: 500 }),
);

/** A JSON value for a route whose documented fields are `fields`: near misses and nonsense alike. */
export function fuzzJson(fields: readonly string[]): fc.Arbitrary<unknown> {
  const field = fc.constantFrom(...fields, ...trickyKeys);
  const nearMiss = fields.length
    ? fc
        .tuple(
          fc.record(
            Object.fromEntries(fields.map((f) => [f, fc.oneof(plausibleValue, wrongValue)])),
            { requiredKeys: [] },
          ),
          fc.dictionary(field, wrongValue, { maxKeys: 2 }),
        )
        .map(([base, extra]) => ({ ...base, ...extra }))
    : fc.dictionary(field, wrongValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 4, arbitrary: nearMiss },
    { weight: 2, arbitrary: wrongValue },
    { weight: 1, arbitrary: fc.dictionary(field, wrongValue, { maxKeys: 6 }) },
    { weight: 1, arbitrary: huge.map((s) => ({ [fields[0] ?? 'text']: s })) },
  );
}

/** Bodies that are not the JSON the route expects, as a client could really send them. */
const rawBodies = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"just a string"',
  '{"__proto__":{"role":"admin","admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"email":{"$ne":null}}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"x":1e400}',
  '[' + '['.repeat(5_000) + ']'.repeat(5_000) + ']',
];

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
];

export interface FuzzBody {
  text: string;
  contentType?: string;
}

export function fuzzBody(fields: readonly string[]): fc.Arbitrary<FuzzBody> {
  const asJson = fuzzJson(fields).map((v) => ({
    text: JSON.stringify(v) ?? 'null',
    contentType: 'application/json',
  }));
  const raw = fc.record(
    {
      text: fc.oneof(fc.constantFrom(...rawBodies), fuzzText()),
      contentType: fc.constantFrom(...contentTypes),
    },
    { requiredKeys: ['text'] },
  );
  return fc.oneof({ weight: 3, arbitrary: asJson }, { weight: 1, arbitrary: raw });
}
