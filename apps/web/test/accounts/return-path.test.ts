import { describe, expect, it } from 'vitest';
import { maxReturnPathLength, safeReturnPath } from '../../src/features/accounts/return-path';

const home = '/';

/** [what, value, where the user is sent] */
const cases: [string, unknown, string][] = [
  ['a plain path', '/courses', '/courses'],
  ['a path with a query and a hash', '/courses?q=ink&page=2#top', '/courses?q=ink&page=2#top'],
  ['a deep dashboard path', '/dashboard/manageusers?page=3', '/dashboard/manageusers?page=3'],
  ['an encoded space in the query', '/courses?q=ink%20wash', '/courses?q=ink%20wash'],
  ['an encoded slash inside the query', '/search?q=a%2Fb', '/search?q=a%2Fb'],
  ['encoded non-ASCII letters', '/courses/caf%C3%A9', '/courses/caf%C3%A9'],
  ['the root itself', '/', '/'],
  [
    'a path of exactly the longest length',
    `/${'a'.repeat(maxReturnPathLength - 1)}`,
    `/${'a'.repeat(maxReturnPathLength - 1)}`,
  ],
  ['nothing', '', home],
  ['null (no from parameter)', null, home],
  ['a number', 42, home],
  ['a relative path', 'courses', home],
  ['a protocol-relative URL', '//evil.test', home],
  ['a slash and a backslash', '/\\evil.test', home],
  ['a backslash and a slash', '\\/evil.test', home],
  ['a backslash further in', '/courses\\..\\evil', home],
  ['an absolute https URL', 'https://evil.test/', home],
  ['javascript:', 'javascript:alert(1)', home],
  ['JavaScript: in capitals', 'JaVaScRiPt:alert(1)', home],
  ['data:', 'data:text/html,<script>alert(1)</script>', home],
  ['an encoded second slash', '/%2Fevil.test', home],
  ['an encoded second slash in lower case', '/%2fevil.test', home],
  ['an encoded backslash', '/%5Cevil.test', home],
  ['an encoded backslash in lower case', '/%5cevil.test', home],
  ['two encoded slashes', '%2f%2fevil.test', home],
  ['a double-encoded slash', '/%252Fevil.test', home],
  ['a triple-encoded backslash', '/%25255Cevil.test', home],
  ['an encoded backslash deep in the path', '/courses/%5C%5Cevil.test', home],
  ['a tab between the slashes', '/\t/evil.test', home],
  ['an encoded tab between the slashes', '/%09/evil.test', home],
  ['a line feed', '/courses\n/evil', home],
  ['an encoded carriage return', '/courses%0D%0ASet-Cookie:x', home],
  ['a NUL character', '/courses\u0000', home],
  ['a C1 control character', '/courses\u0085', home],
  ['a leading space', ' /courses', home],
  ['a space in the path', '/my courses', home],
  ['a non-breaking space', '/courses\u00A0', home],
  ['a malformed escape', '/courses%E0%A4%A', home],
  ['a stray percent sign', '/courses?q=50%', home],
  ['a path longer than the limit', `/${'a'.repeat(maxReturnPathLength)}`, home],
];

describe('safeReturnPath', () => {
  it.each(cases)('%s', (_, value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('never answers anything but a same-origin path', () => {
    const base = 'https://glossy.example';
    for (const [, value] of cases) {
      const answer = safeReturnPath(value);
      expect(new URL(answer, base).origin).toBe(base);
      expect(answer.startsWith('/') && !answer.startsWith('//')).toBe(true);
    }
  });
});
