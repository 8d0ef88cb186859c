import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleHref, lineText, longText, outsidePictureMessage, ownPicture } from '../src';

const name = lineText(100);
const text = longText(5000);

const overrides = [...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069'];
const invisible = [...'\u200E\u200F\u061C\u200B\u2060\uFEFF\u180E'];
const c1 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i));

/** Ordinary text in many scripts, as people write their names and titles. */
const ordinary = fc.constantFrom(
  'Ada Lovelace',
  'Zoë Çelik',
  'محمد رضایی',
  'نرگس‌ نوری'.replace(' ', ''),
  'שרה כהן',
  '王小明',
  'Ngũgĩ wa Thiong’o',
  'क्षत्रिय',
  'ಶ್ರೀ',
  'José 👩‍🎨',
  'Dev 👨🏽‍💻',
  'Love ❤️‍🔥 ink',
  'Ōkami — sumi-e',
);

describe('text that cannot pretend', () => {
  it('refuses any line holding a direction override, a mark, a zero-width character or a C1 control', () => {
    fc.assert(
      fc.property(
        ordinary,
        fc.constantFrom(...overrides, ...invisible, ...c1),
        fc.nat(),
        (base, bad, at) => {
          const position = at % (base.length + 1);
          const value = `${base.slice(0, position)}${bad}${base.slice(position)}`;
          const parsed = name.safeParse(value);
          // A byte order mark at either end is trimmed away like a space: nothing of it is kept.
          return parsed.success ? bad === '\uFEFF' && !parsed.data.includes(bad) : true;
        },
      ),
    );
  });

  it('takes ordinary names in every script, joiners between letters and emoji included', () => {
    fc.assert(fc.property(ordinary, (value) => name.safeParse(value).success));
    // Persian writes a zero-width non-joiner inside words; emoji sequences join with ZWJ.
    expect(name.safeParse('می‌خواهم').success).toBe(true);
    expect(name.safeParse('👩‍👩‍👧').success).toBe(true);
  });

  it('refuses a joiner that joins nothing: at an edge, or beside a space or a digit', () => {
    for (const joiner of ['\u200C', '\u200D']) {
      for (const value of [`admin${joiner}`, `${joiner}admin`, `ad ${joiner}min`, `1${joiner}2`]) {
        expect(name.safeParse(value).success, JSON.stringify(value)).toBe(false);
      }
    }
  });

  it('keeps marks in running text but refuses overrides and C1 controls there', () => {
    fc.assert(
      fc.property(ordinary, fc.constantFrom(...overrides, ...c1), (base, bad) => {
        return !text.safeParse(`${base}${bad} more`).success;
      }),
    );
    expect(text.safeParse('Mixed שרה\u200F text,\nand a line break').success).toBe(true);
    const refused = name.safeParse('\u202Egnp.exe');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Remove the invisible or direction-changing characters',
    );
  });
});

describe('links and pictures that stay on the site', () => {
  it('refuses article links that a browser would take off-site', () => {
    for (const href of [
      '//evil.test',
      '/\\evil.test',
      '\\/evil.test',
      '\\\\evil.test',
      '/\\/evil.test',
      'https:\\\\evil.test',
      '/ok\\..\\x',
      '/a\tb',
      'javascript:alert(1)',
      ' //evil.test',
    ]) {
      expect(articleHref.safeParse(href).success, href).toBe(false);
    }
    for (const href of ['/courses', '/blogpost?topic=2#top', 'https://example.org/a%5Cb']) {
      expect(articleHref.safeParse(href).success, href).toBe(true);
    }
  });

  it('takes an upload or a built-in picture as a picture, never an API path or a query', () => {
    for (const path of [
      '/uploads/0b7f0c52-0a3c-4a43-9b7c-6c0f1e3f5a11.webp',
      '/media/students/student-02.webp',
    ]) {
      expect(ownPicture.safeParse(path).success, path).toBe(true);
    }
    for (const path of [
      '/uploads/../api/users',
      '/api/users/admin',
      '/uploads/a.webp?x=1',
      '/uploads/videos',
      '/uploads/a.mp4',
      '/media/../api/x.webp',
      '/media/site/avatar.webp/../../api',
      'https://elsewhere.test/a.webp',
    ]) {
      expect(ownPicture.safeParse(path).success, path).toBe(false);
    }
  });

  it('tells someone who pasted a link to a picture elsewhere what to do instead', () => {
    const messageFor = (value: string) => ownPicture.safeParse(value).error?.issues[0]?.message;
    for (const link of [
      'https://elsewhere.test/me.jpg',
      'HTTP://x.test/a.png',
      '//cdn.test/a.webp',
    ])
      expect(messageFor(link), link).toBe(outsidePictureMessage);
    expect(messageFor('/api/users/admin')).toBe('Use an uploaded picture or one of ours');
  });
});
