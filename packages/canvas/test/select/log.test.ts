import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Op } from '../../src/core/doc/ops';
import { Engine } from '../../src/core/engine/engine';
import { drawingFacts } from '../../src/core/log/facts';
import { LOG_FORMAT, LOG_VERSION } from '../../src/core/log/format';
import { checkOp, parseLog } from '../../src/core/log/parse';
import { replay } from '../../src/core/log/replay';
import { PictureBudget } from '../../src/core/select/checks';
import { encodeImage } from '../../src/core/select/image';
import { rotationAbout } from '../../src/core/select/matrix';
import { drawLive, wave } from '../helpers/draw';
import { rect } from './setup';

const logOf = (ops: unknown[]) => ({
  format: LOG_FORMAT,
  version: LOG_VERSION,
  width: 40,
  height: 20,
  scale: 1,
  background: '#ffffff',
  ops,
});

const photo = (w: number, h: number) => {
  const px = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) px.set([i % 251, (i * 3) % 256, 90, 128 + (i % 128)], i * 4);
  return encodeImage(px, w, h);
};

const transform = {
  t: 'transform',
  layer: 'layer-1',
  region: rect(2, 2, 5, 5),
  matrix: [1, 0, 0, 1, 3, 3],
};
const pasted = { t: 'paste', layer: 'layer-1', image: photo(6, 4), matrix: [1, 0, 0, 1, 0, 0] };

/** The reason checkOp gives, or the op back. */
const reason = (op: unknown) => checkOp(op);

describe('selection work in the stroke log', () => {
  it('survives format → parse → replay with identical pixels on every layer', () => {
    const e = new Engine({ width: 200, height: 120, scale: 2 });
    drawLive(e, wave(10, 30, 190, 60), { color: '#1d4ed8', size: 14 });
    e.apply({
      t: 'shape',
      layer: 'layer-1',
      shape: 'rectangle',
      color: '#b91c1c',
      size: 4,
      opacity: 1,
      filled: true,
      sides: 4,
      x0: 20,
      y0: 70,
      x1: 90,
      y1: 110,
    });
    e.apply({
      t: 'transform',
      layer: 'layer-1',
      region: rect(15, 65, 80, 50),
      matrix: rotationAbout(0.4, 55, 90),
    });
    e.apply({
      t: 'transform',
      layer: 'layer-1',
      region: { kind: 'lasso', points: [10, 20, 120, 25, 60, 70] },
      matrix: [-1.2, 0, 0, 0.8, 230, 40],
      copy: true,
    });
    e.apply({
      t: 'erase-region',
      layer: 'layer-1',
      region: { kind: 'lasso', points: [100, 0, 140, 10, 120, 60] },
    });
    e.apply({
      t: 'paste',
      layer: 'layer-2',
      image: photo(30, 20),
      matrix: [2, 0.3, -0.3, 2, 100, 10],
      newLayer: { name: 'Photo', index: 1 },
    });
    e.apply({ t: 'paste', layer: 'layer-1', image: photo(12, 9), matrix: [0.5, 0, 0, 0.5, 3, 3] });

    const text = JSON.stringify(e.log());
    const copy = replay(parseLog(text));
    expect(copy.doc.layers.map((l) => l.name)).toEqual(['Layer 1', 'Photo']);
    for (const layer of e.doc.layers) {
      expect([...(copy.doc.layer(layer.id)?.surface.data ?? [])]).toEqual([...layer.surface.data]);
    }
    expect([...copy.flatten().data]).toEqual([...e.flatten().data]);
  });

  it('counts selection work as marks (the replay shows each as a step)', () => {
    const log = parseLog(
      logOf([transform, { ...pasted, layer: 'layer-2', newLayer: { name: 'P', index: 1 } }]),
    );
    expect(drawingFacts(log)).toMatchObject({ marks: 2, strokes: 0, layers: 2, tools: [] });
  });

  it('refuses malformed transforms and deletes, saying what is wrong', () => {
    const cases: [unknown, RegExp][] = [
      [{ ...transform, layer: '' }, /layer must be a layer id/],
      [{ ...transform, region: { kind: 'circle' } }, /region kind/],
      [{ ...transform, region: rect(0, 0, 0, 5) }, /w and h must be > 0/],
      [{ ...transform, region: { ...rect(0, 0, 5, 5), z: 1 } }, /region has unexpected z/],
      [{ ...transform, region: { kind: 'lasso', points: [1, 2, 3, 4] } }, /3 to 20000 points/],
      [{ ...transform, region: { kind: 'lasso', points: [1, 2, 3, 4, 5] } }, /pairs/],
      [
        { ...transform, region: { kind: 'lasso', points: new Array(40_002).fill(1) } },
        /3 to 20000/,
      ],
      [{ ...transform, region: { kind: 'lasso', points: [1, 2, 3, 4, 5, 'x'] } }, /finite/],
      [{ ...transform, region: rect(0, 0, 1e9, 5) }, /finite x, y, w and h/],
      [{ ...transform, matrix: [1, 0, 0, 1, 0] }, /6 finite numbers/],
      [{ ...transform, matrix: [1, 0, 0, 1, 0, null] }, /6 finite numbers/],
      [{ ...transform, matrix: [1, 2, 2, 4, 0, 0] }, /invertible/],
      [{ ...transform, copy: 'yes' }, /copy must be true or false/],
      [{ ...transform, extra: 1 }, /unexpected extra/],
      [{ t: 'erase-region', layer: 'layer-1' }, /region must be an object/],
    ];
    for (const [op, why] of cases) {
      const r = reason(op);
      expect(typeof r === 'string' ? r : 'accepted', JSON.stringify(op).slice(0, 80)).toMatch(why);
    }
  });

  it('refuses pasted pictures that are too large, broken or not what they say', () => {
    const small = photo(6, 4);
    const cases: [unknown, RegExp][] = [
      [{ ...pasted, image: { ...small, width: 5000 } }, /larger than 4096 × 4096/],
      [{ ...pasted, image: { ...small, width: 2.5 } }, /whole numbers/],
      [
        { ...pasted, image: { ...small, encoding: 'png' } },
        /encoding must be "rgba-paeth-deflate"/,
      ],
      [{ ...pasted, image: { ...small, data: 'not base64!' } }, /not base64/],
      [{ ...pasted, image: { ...small, data: 'AAAAAAAA' } }, /not deflate data/],
      [{ ...pasted, image: { ...small, height: 5 } }, /holds 96 bytes, not 120/],
      [{ ...pasted, image: { ...small, height: 3 } }, /holds 73 bytes, not 72/],
      [
        { ...pasted, image: { ...small, width: 1, height: 1, data: 'A'.repeat(2000) } },
        /longer than the picture/,
      ],
      [{ ...pasted, image: { ...small, note: 'hi' } }, /unexpected note/],
      [{ ...pasted, image: 'picture.png' }, /image must be an object/],
      [{ ...pasted, newLayer: { name: 3, index: 1 } }, /newLayer needs a name/],
      [{ ...pasted, newLayer: { name: 'P', index: 1, hidden: true } }, /newLayer has unexpected/],
      [{ ...pasted, matrix: [0.0001, 0, 0, 0.0001, 0, 0] }, /invertible/],
    ];
    for (const [op, why] of cases) {
      const r = reason(op);
      expect(typeof r === 'string' ? r : 'accepted', JSON.stringify(op).slice(0, 80)).toMatch(why);
    }
    expect(() =>
      parseLog(logOf([transform, { ...pasted, image: { ...small, width: 5000 } }])),
    ).toThrow(/^Op 1: bad paste: image 5000 × 4 is larger than 4096 × 4096$/);
  });

  it('bounds the pictures one log may carry in all, before unpacking any more of them', () => {
    const budget = new PictureBudget();
    const big = { t: 'paste', image: { width: 4096, height: 4096 } };
    for (let i = 0; i < 4; i++) expect(budget.spend(big)).toBeNull();
    expect(budget.spend(big)).toBe("the log's pictures are larger than 64 M pixels in all");
    expect(new PictureBudget().spend({ t: 'paste', image: { width: NaN, height: 1 } })).toBeNull();
  });

  it('never crashes on mangled selection ops: refused with a reason, or drawn', () => {
    const good = [
      transform,
      { ...transform, region: { kind: 'lasso', points: [1, 1, 9, 2, 4, 8] } },
      pasted,
    ];
    const mangled = fc
      .tuple(
        fc.constantFrom(...good),
        fc.constantFrom('t', 'layer', 'region', 'matrix', 'copy', 'image', 'newLayer'),
        fc.oneof(
          fc.anything(),
          fc.array(fc.double(), { maxLength: 8 }),
          fc.record({
            kind: fc.constantFrom('rect', 'lasso'),
            x: fc.double(),
            points: fc.array(fc.double()),
          }),
          fc.record({
            width: fc.integer({ min: -2, max: 9 }),
            height: fc.integer({ min: -2, max: 9 }),
            encoding: fc.constant('rgba-paeth-deflate'),
            data: fc.base64String({ maxLength: 64 }),
          }),
        ),
      )
      .map(([op, key, value]) => ({ ...op, [key]: value }));
    fc.assert(
      fc.property(fc.array(mangled, { maxLength: 4 }), (ops) => {
        let log;
        try {
          log = parseLog(logOf(ops));
        } catch (err) {
          expect(err).toBeInstanceOf(Error);
          expect((err as Error).message).toMatch(/^Op \d+: /);
          return;
        }
        expect(() => replay(log).flatten()).not.toThrow();
      }),
      { numRuns: 400 },
    );
    // Broken data in a picture: every single-character change is refused or still unpacks.
    const data = pasted.image.data;
    for (let i = 0; i < data.length; i += 3) {
      const bent = data.slice(0, i) + (data[i] === 'A' ? 'B' : 'A') + data.slice(i + 1);
      const r = checkOp({ ...pasted, image: { ...pasted.image, data: bent } });
      if (typeof r === 'string') expect(r).toMatch(/^bad paste: image /);
      else expect(() => replay(logOf([r as Op]) as never)).not.toThrow();
    }
  });
});
