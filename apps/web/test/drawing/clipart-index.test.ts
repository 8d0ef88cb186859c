import path from 'node:path';
import { clipartCount } from '@glossy/canvas/catalog';
import { describe, expect, it } from 'vitest';
import { clipartIndex } from '../../scripts/clipart-index.mjs';
import { searchClipart, type ClipartPiece } from '../../src/features/drawing/clipart/clipart-index';

const nodeModules = path.resolve(import.meta.dirname, '../../../../node_modules');
const pieces: ClipartPiece[] = clipartIndex(nodeModules).map((p) => ({
  ...p,
  tags: p.tags.join(' '),
}));

describe('the clipart library', () => {
  it('holds as many pieces as the home page says, each with a picture and a name', () => {
    expect(pieces.length).toBe(clipartCount);
    expect(new Set(pieces.map((p) => p.id)).size).toBe(pieces.length);
    expect(pieces.every((p) => p.name.length > 0)).toBe(true);
  });

  it('finds pieces by the start of a word of their name or tags, names first', () => {
    const cats = searchClipart(pieces, 'cat', null);
    expect(cats[0]?.name).toMatch(/\bcat\b/);
    expect(cats.some((p) => p.name === 'cat face')).toBe(true);
    expect(cats.some((p) => /bobcat/.test(p.name))).toBe(false);
    expect(searchClipart(pieces, 'red heart', null)[0]?.name).toBe('red heart');
    expect(searchClipart(pieces, 'zzzz', null)).toEqual([]);
  });

  it('keeps to one shelf when asked', () => {
    const flags = searchClipart(pieces, '', 9);
    expect(flags.length).toBeGreaterThan(200);
    expect(flags.every((p) => p.group === 9)).toBe(true);
  });
});
