import type { Op, StrokeLog } from '@glossy/canvas';
import type { DrawingDetail } from '@glossy/contract';

/** A wavy stroke of `samples` samples, one every `gapMs` (its own timing, as a pointer logs it). */
const points = (y: number, samples: number, gapMs: number) =>
  Array.from({ length: samples }, (_, i) => [
    20 + i * 4,
    y + Math.sin(i) * 6,
    0.6,
    0,
    0,
    i * gapMs,
  ]).flat();

const stroke = (
  brush: 'pen' | 'marker',
  color: string,
  layer: string,
  y: number,
): Extract<Op, { t: 'stroke' }> => ({
  t: 'stroke',
  layer,
  brush,
  color,
  size: 6,
  opacity: 1,
  stabilizer: 0,
  pressure: 'device',
  seed: y,
  // 61 samples 200 ms apart: 12 s a stroke.
  points: points(y, 61, 200),
});

/**
 * Five marks on two layers: a pen stroke on Layer 1, a marker stroke on the added "Ink" layer, a
 * rectangle and a fill, then the pen again; three undos. Drawing time: three strokes of 12 s, a
 * shape (0.4 s) and a fill (0.12 s), 36.52 s in all.
 */
export const replayLog: StrokeLog = {
  format: 'glossy-drawer/stroke-log',
  version: 1,
  width: 300,
  height: 150,
  scale: 1,
  background: '#ffffff',
  undos: 3,
  ops: [
    stroke('pen', '#1d4ed8', 'layer-1', 30),
    { t: 'layer.add', id: 'layer-2', name: 'Ink', index: 1 },
    stroke('marker', '#B91C1C', 'layer-2', 70),
    {
      t: 'shape',
      layer: 'layer-1',
      shape: 'rectangle',
      color: '#15803d',
      size: 3,
      opacity: 1,
      filled: false,
      sides: 4,
      x0: 10,
      y0: 10,
      x1: 120,
      y1: 90,
    },
    { t: 'fill', layer: 'layer-2', x: 200, y: 120, color: '#facc15', opacity: 1, tolerance: 32 },
    stroke('pen', '#1d4ed8', 'layer-1', 110),
  ],
};

export const drawingId = 'd0000000000000000000001';

export const drawingDetail = (overrides: Partial<DrawingDetail> = {}): DrawingDetail => ({
  _id: drawingId,
  title: 'Harbour at dusk',
  width: 300,
  height: 150,
  durationMs: 36_520,
  strokes: 3,
  visibility: 'public',
  version: 4,
  thumbnail: `/uploads/drawings/${drawingId}-thumb.webp`,
  picture: `/uploads/drawings/${drawingId}.png`,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-03T10:00:00.000Z',
  owner: { _id: 'u1', name: 'Ada Lovelace', photo: null },
  mine: false,
  log: `/api/drawings/${drawingId}/log?v=4`,
  logBytes: 2048,
  ...overrides,
});

/** jsdom has no 2D canvas: a context that takes the replay's calls and draws nothing. */
