import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layerProps } from '../src/core/doc/document';
import { Engine } from '../src/core/engine/engine';
import { parseLog } from '../src/core/log/parse';
import { replay } from '../src/core/log/replay';
import { LOG_FORMAT, LOG_VERSION, type StrokeLog } from '../src/core/log/format';
import { drawLive, same, wave } from './helpers/draw';

const header = { format: LOG_FORMAT, version: LOG_VERSION, width: 40, height: 20, scale: 1 };
const logOf = (ops: unknown[]) => ({ ...header, background: '#ffffff', ops });
const props = (e: Engine) => e.doc.layers.map((l) => ({ id: l.id, ...layerProps(l) }));

describe('layer work in the stroke log', () => {
  it('survives format → parse → replay with the same pixels and layers', () => {
    const e = new Engine({ width: 160, height: 90, scale: 2 });
    drawLive(e, wave(10, 30, 150, 40), { color: '#1d4ed8', size: 12 });
    e.apply({ t: 'layer.add', id: 'layer-2', name: 'Shade', index: 1 });
    drawLive(e, wave(10, 50, 150, 50), { layer: 'layer-2', color: '#b91c1c', size: 16 });
    e.apply({ t: 'layer.set', id: 'layer-2', blend: 'multiply', clip: true, opacity: 0.7 });
    e.apply({ t: 'layer.duplicate', id: 'layer-2', newId: 'layer-3', name: 'Glow', index: 2 });
    e.apply({ t: 'layer.set', id: 'layer-3', blend: 'color-dodge', clip: false });
    e.apply({ t: 'layer.add', id: 'layer-4', name: 'Hue', index: 3 });
    drawLive(e, wave(10, 60, 150, 20), { layer: 'layer-4', color: '#15803d', size: 20 });
    e.apply({ t: 'layer.set', id: 'layer-4', blend: 'hue' });
    e.apply({ t: 'layer.merge', id: 'layer-4' });
    e.apply({ t: 'layer.set', id: 'layer-1', locked: true, name: 'Base' });

    const copy = replay(parseLog(JSON.stringify(e.log())));
    expect(props(copy)).toEqual(props(e));
    expect(same(copy.flatten().data, e.flatten().data)).toBe(true);
    for (const layer of e.doc.layers) {
      expect(
        same(copy.doc.layer(layer.id)?.surface.data ?? new Uint8ClampedArray(), layer.surface.data),
      ).toBe(true);
    }
  });

  it('reads logs from before blends, locks and clips with the defaults', () => {
    const old = logOf([
      { t: 'layer.add', id: 'layer-2', name: 'Ink', index: 1 },
      { t: 'layer.set', id: 'layer-2', opacity: 0.5, visible: true, name: 'Inks' },
      { t: 'layer.move', id: 'layer-2', index: 0 },
      { t: 'layer.delete', id: 'layer-2' },
    ]);
    const parsed = parseLog(JSON.stringify(old));
    expect(parsed.ops).toEqual(old.ops);
    expect(props(replay(parsed))).toEqual([
      {
        id: 'layer-1',
        name: 'Layer 1',
        visible: true,
        opacity: 1,
        blend: 'normal',
        locked: false,
        clip: false,
      },
    ]);
  });

  it.each([
    [
      { t: 'layer.set', id: 'layer-1', blend: 'glow' },
      'bad layer.set: blend "glow" is not a blend mode',
    ],
    [{ t: 'layer.set', id: 'layer-1', blend: 7 }, 'bad layer.set: blend 7 is not a blend mode'],
    [
      { t: 'layer.set', id: 'layer-1', locked: 'yes' },
      'bad layer.set: locked must be true or false',
    ],
    [{ t: 'layer.set', id: 'layer-1', clip: 1 }, 'bad layer.set: clip must be true or false'],
    [{ t: 'layer.set', id: 'layer-1', opacity: 2 }, 'bad layer.set: opacity must be 0..1'],
    [
      { t: 'layer.duplicate', id: 'layer-1', name: 'x', index: 1 },
      'bad layer.duplicate: needs a new, different id',
    ],
    [
      { t: 'layer.duplicate', id: 'a', newId: 'a', name: 'x', index: 1 },
      'bad layer.duplicate: needs a new, different id',
    ],
    [{ t: 'layer.duplicate', id: 'a', newId: 'b', index: 1 }, 'bad layer.duplicate: needs a name'],
    [
      { t: 'layer.duplicate', id: 'a', newId: 'b', name: 'x', index: -1 },
      'bad layer.duplicate: index must be a whole number ≥ 0',
    ],
    [
      { t: 'layer.duplicate', id: 'a', newId: 'b', name: 'x', index: 1.5 },
      'bad layer.duplicate: index must be a whole number ≥ 0',
    ],
    [{ t: 'layer.merge', id: 3 }, 'bad layer.merge: id must be a string'],
    [{ t: 'layer.merge' }, 'bad layer.merge: id must be a string'],
  ])('refuses %j with a clear message', (op, message) => {
    expect(() => parseLog(logOf([op]))).toThrow(`Op 0: ${message}`);
  });

  it('never crashes on any layer op: it is refused with an Error, or it replays', () => {
    const layerOp = fc.record(
      {
        t: fc.constantFrom(
          'layer.add',
          'layer.set',
          'layer.duplicate',
          'layer.merge',
          'layer.move',
        ),
        id: fc.oneof(fc.constantFrom('layer-1', 'layer-2'), fc.anything()),
        newId: fc.oneof(fc.constant('layer-2'), fc.anything()),
        name: fc.oneof(fc.string(), fc.anything()),
        index: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.double(), fc.anything()),
        blend: fc.oneof(fc.constantFrom('multiply', 'hue', 'normal'), fc.anything()),
        locked: fc.oneof(fc.boolean(), fc.anything()),
        clip: fc.oneof(fc.boolean(), fc.anything()),
        opacity: fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.anything()),
      },
      { requiredKeys: ['t'] },
    );
    fc.assert(
      fc.property(fc.array(layerOp, { maxLength: 6 }), (ops) => {
        let log: StrokeLog;
        try {
          log = parseLog(logOf(ops));
        } catch (err) {
          expect(err).toBeInstanceOf(Error);
          return;
        }
        expect(() => replay(log).flatten()).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
