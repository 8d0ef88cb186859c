import type { Op, PixelOp } from '@glossy/canvas';
import { describe, expect, it } from 'vitest';
import {
  clockText,
  durationText,
  positionText,
  replaySpeeds,
  speedLabel,
  toolName,
} from '../../src/sketchpad/replay/replay-format';
import { layerNames, layerStarts } from '../../src/features/drawing/replay/replay-layers';

const s = 1000;
const min = 60 * s;
const h = 60 * min;

describe('replay clock', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [42 * s, '0:42'],
    [12 * min + 5 * s, '12:05'],
    [59 * min + 59.9 * s, '59:59'],
    [h + 2 * min + 5 * s, '1:02:05'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
  ])('%d ms reads %s', (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });

  it('speaks the scrubber’s place in time and in steps', () => {
    expect(positionText(42 * s, 3 * min + 10 * s, 12, 80)).toBe('0:42 of 3:10, step 12 of 80');
  });
});

describe('time spent drawing', () => {
  it.each([
    [0, '0 s'],
    [300, 'less than 1 s'],
    [45 * s, '45 s'],
    [12 * min + 5 * s, '12 min 5 s'],
    [12 * min, '12 min'],
    [59 * min + 59.6 * s, '1 h'],
    [h + 3 * min + 20 * s, '1 h 3 min'],
    [-1, '0 s'],
  ])('%d ms reads %s', (ms, text) => {
    expect(durationText(ms)).toBe(text);
  });
});

describe('speeds and tools', () => {
  it('offers half to thirty-two times', () => {
    expect(replaySpeeds.map(speedLabel)).toEqual(['0.5×', '1×', '2×', '4×', '8×', '16×', '32×']);
  });

  it('names brushes and shapes as the sketchpad does', () => {
    expect(toolName('brush-pen')).toBe('Brush pen');
    expect(toolName('rounded-rectangle')).toBe('Rounded rectangle');
    expect(toolName('fill')).toBe('Fill');
  });
});

const stroke = (layer: string): PixelOp => ({
  t: 'stroke',
  layer,
  brush: 'pen',
  color: '#000000',
  size: 4,
  opacity: 1,
  stabilizer: 0,
  pressure: 'device',
  seed: 1,
  points: [0, 0, 0.5, 0, 0, 0],
});

describe('layer starts', () => {
  it('lists the layers drawn on in the order their work starts, at the step before it', () => {
    const ops: Op[] = [
      { t: 'layer.add', id: 'layer-2', name: 'Sky', index: 1 },
      { t: 'layer.add', id: 'layer-3', name: 'Never used', index: 2 },
      { t: 'layer.set', id: 'layer-2', name: 'Evening sky' },
    ];
    const marks = [
      stroke('layer-2'),
      stroke('layer-2'),
      { t: 'clear' } as const,
      stroke('layer-1'),
    ];
    expect(layerStarts(marks, layerNames(ops))).toEqual([
      { id: 'layer-2', name: 'Evening sky', step: 0 },
      { id: 'layer-1', name: 'Layer 1', step: 3 },
    ]);
  });

  it('names a duplicated layer as the copy was named', () => {
    const ops: Op[] = [
      { t: 'layer.duplicate', id: 'layer-1', newId: 'layer-2', name: 'Layer 1 copy', index: 1 },
    ];
    expect(layerStarts([stroke('layer-2')], layerNames(ops))).toEqual([
      { id: 'layer-2', name: 'Layer 1 copy', step: 0 },
    ]);
  });

  it('names a picture brought in as a layer after its file, and starts it at its paste', () => {
    const paste: Op = {
      t: 'paste',
      layer: 'layer-2',
      image: { width: 1, height: 1, encoding: 'rgba-paeth-deflate', data: '' },
      matrix: [1, 0, 0, 1, 0, 0],
      newLayer: { name: 'cat', index: 1 },
    };
    expect(layerNames([paste]).get('layer-2')).toBe('cat');
    expect(layerStarts([paste as PixelOp], layerNames([paste]))).toEqual([
      { id: 'layer-2', name: 'cat', step: 0 },
    ]);
  });

  it('tells apart two layers of the same name', () => {
    const ops: Op[] = [
      { t: 'layer.add', id: 'a', name: 'Ink', index: 1 },
      { t: 'layer.add', id: 'b', name: 'Ink', index: 2 },
    ];
    expect(layerStarts([stroke('a'), stroke('b')], layerNames(ops)).map((l) => l.name)).toEqual([
      'Ink',
      'Ink (2)',
    ]);
  });
});
