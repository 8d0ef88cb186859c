import { LOG_FORMAT, LOG_VERSION, parseLog, replay, type StrokeLog } from '@glossy/canvas';
import { describe, expect, it } from 'vitest';
import { SOURCE_WIDTH, type CoverPixels } from '../../../src/features/catalog/preview/picture';
import { prng } from '@glossy/canvas';
import { seedFrom } from '../../../src/features/catalog/preview/seeded-random';
import { strokeOpFor } from '../../../src/features/catalog/preview/stroke-op';
import {
  DEFAULT_MAX_STROKES,
  planStrokes,
  type PlannedStroke,
} from '../../../src/features/catalog/preview/stroke-plan';
import { pageFor } from '../../../src/features/catalog/preview/timelapse-page';

type Rgb = [number, number, number];

/** A still life to paint: a warm page, a red ball, a blue box and a dark line across. */
function stillLife(u: number, v: number): Rgb {
  if (Math.abs(v - 0.2 - u * 0.5) < 0.012) return [30, 30, 40];
  if ((u - 0.3) ** 2 + ((v - 0.55) * 0.65) ** 2 < 0.02) return [200, 40, 50];
  if (u > 0.58 && u < 0.85 && v > 0.35 && v < 0.8) return [40, 70, 180];
  return v > 0.8 ? [190, 160, 120] : [245, 235, 215];
}

function picture(width: number, height: number, colour: (u: number, v: number) => Rgb) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data.set([...colour((x + 0.5) / width, (y + 0.5) / height), 255], i);
    }
  }
  return { width, height, data } satisfies CoverPixels;
}

const sourceHeight = Math.round((SOURCE_WIDTH * 26) / 40);
const cover = picture(SOURCE_WIDTH, sourceHeight, stillLife);
const page = { width: 400, height: 260 };

function noise(seed: number) {
  const random = prng(seed);
  return picture(SOURCE_WIDTH, sourceHeight, () => [
    random() * 255,
    random() * 255,
    random() * 255,
  ]);
}

/** Whether each point of a grid over the page lies within some stroke's painted width. */
function uncovered(strokes: PlannedStroke[], width: number, height: number, step = 4) {
  const misses: [number, number][] = [];
  for (let y = 0; y <= height; y += step) {
    for (let x = 0; x <= width; x += step) {
      const hit = strokes.some(({ points, radius }) => {
        for (let k = 0; k + 1 < points.length; k += 2) {
          const x0 = points[k]!;
          const y0 = points[k + 1]!;
          const x1 = points[k + 2] ?? x0;
          const y1 = points[k + 3] ?? y0;
          const dx = x1 - x0;
          const dy = y1 - y0;
          const len2 = dx * dx + dy * dy;
          const t = len2 ? Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2)) : 0;
          if (Math.hypot(x0 + dx * t - x, y0 + dy * t - y) <= radius) return true;
        }
        return false;
      });
      if (!hit) misses.push([x, y]);
    }
  }
  return misses;
}

const logOf = (plan: PlannedStroke[], width: number, height: number): StrokeLog => ({
  format: LOG_FORMAT,
  version: LOG_VERSION,
  width,
  height,
  scale: 1,
  background: '#ffffff',
  ops: plan.map((stroke) => strokeOpFor(stroke, 'layer-1')),
});

describe('the cover timelapse’s stroke plan', () => {
  const plan = planStrokes(cover, { ...page, seed: seedFrom('course-1') });

  it('is the same for the same cover and seed, and another for another seed', () => {
    expect(planStrokes(cover, { ...page, seed: seedFrom('course-1') })).toEqual(plan);
    const other = planStrokes(cover, { ...page, seed: seedFrom('course-2') });
    expect(other).not.toEqual(plan);
    expect(seedFrom('course-1')).toBe(seedFrom('course-1'));
    expect(seedFrom('course-1')).not.toBe(seedFrom('course-2'));
  });

  it('goes coarse to fine: level by level, each narrower than the one before', () => {
    const levels = plan.map((stroke) => stroke.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(levels)).toEqual(new Set([0, 1, 2, 3]));
    for (let i = 1; i < plan.length; i++)
      expect(plan[i]!.radius).toBeLessThanOrEqual(plan[i - 1]!.radius);
    // Blocking in is broad (a seventh of the page), the details a few units wide.
    expect(plan[0]!.radius).toBeGreaterThan(page.width / 16);
    expect(plan.at(-1)!.radius).toBeLessThan(page.width / 100);
  });

  it('blocks the whole page in with its first strokes', () => {
    const blocking = plan.filter((stroke) => stroke.level === 0);
    expect(uncovered(blocking, page.width, page.height)).toEqual([]);
    // At another page size, the same plan scaled.
    const wide = planStrokes(cover, { width: 960, height: 624, seed: 9 });
    const wideBlocking = wide.filter((stroke) => stroke.level === 0);
    expect(uncovered(wideBlocking, 960, 624, 8)).toEqual([]);
  });

  it('paints in the picture’s colours, putting detail where the picture has it', () => {
    const colours = new Set(plan.map((stroke) => stroke.color));
    expect(colours.size).toBeGreaterThan(10);
    const redBall = plan.filter((stroke) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(stroke.color.slice(i, i + 2), 16));
      return r! > 150 && g! < 90 && b! < 100;
    });
    expect(redBall.length).toBeGreaterThan(3);
    // Every stroke stays on the page, give or take its own width.
    for (const { points, radius } of plan) {
      for (let k = 0; k < points.length; k += 2) {
        expect(points[k]).toBeGreaterThanOrEqual(-2 * radius);
        expect(points[k]).toBeLessThanOrEqual(page.width + 2 * radius);
        expect(points[k + 1]).toBeGreaterThanOrEqual(-2 * radius);
        expect(points[k + 1]).toBeLessThanOrEqual(page.height + 2 * radius);
      }
    }
  });

  it('keeps to its budget of strokes, even on a picture of pure noise', () => {
    const busy = planStrokes(noise(3), { ...page, seed: 1 });
    expect(busy.length).toBeLessThanOrEqual(DEFAULT_MAX_STROKES);
    expect(busy.length).toBeGreaterThan(DEFAULT_MAX_STROKES * 0.9);
    const blocking = busy.filter((stroke) => stroke.level === 0).length;
    const small = planStrokes(noise(3), { ...page, seed: 1, maxStrokes: 300 });
    expect(small.length).toBeLessThanOrEqual(300);
    // Blocking in is never cut short: the page is covered whatever the budget.
    const tiny = planStrokes(noise(3), { ...page, seed: 1, maxStrokes: 10 });
    expect(tiny.length).toBe(blocking);
    expect(uncovered(tiny, page.width, page.height, 8)).toEqual([]);
    // A plain page needs no more than blocking in.
    const plain = planStrokes(
      picture(SOURCE_WIDTH, sourceHeight, () => [240, 240, 240]),
      { ...page, seed: 1 },
    );
    expect(plain.length).toBe(blocking);
  });

  it('turns each stroke into a stroke the sketchpad logs, tapering the finer ones', () => {
    const log = logOf(plan, page.width, page.height);
    expect(parseLog(JSON.parse(JSON.stringify(log)) as unknown).ops).toHaveLength(plan.length);
    const detail = log.ops.at(-1)!;
    if (detail.t !== 'stroke') throw new Error('not a stroke');
    expect(detail.points.length % 6).toBe(0);
    const pressures = detail.points.filter((_, i) => i % 6 === 2);
    expect(Math.max(...pressures)).toBeGreaterThan(pressures[0]!);
    expect(pressures.every((p) => p > 0 && p <= 1)).toBe(true);
  });

  it('is painted by the engine: the page covered at once, and in the end near the picture', () => {
    const { width, height } = page;
    const blocking = replay(
      logOf(
        plan.filter((stroke) => stroke.level === 0),
        width,
        height,
      ),
    );
    const first = blocking.doc.layers[0]!.surface.data;
    let bare = 0;
    for (let i = 3; i < first.length; i += 4) if (first[i] === 0) bare++;
    expect(bare).toBe(0);

    const reference = picture(width, height, stillLife).data;
    const differenceFrom = (pixels: Uint8ClampedArray) => {
      let sum = 0;
      for (let i = 0; i < pixels.length; i++) {
        if (i % 4 !== 3) sum += Math.abs(pixels[i]! - reference[i]!);
      }
      return sum / (width * height * 3);
    };
    const blank = differenceFrom(new Uint8ClampedArray(reference.length).fill(255));
    const blocked = differenceFrom(blocking.flatten({ background: true }).data);
    const painted = differenceFrom(
      replay(logOf(plan, width, height)).flatten({ background: true }).data,
    );
    // A painting, not a copy: each level brings it nearer the picture.
    expect(blocked).toBeLessThan(blank / 2);
    expect(painted).toBeLessThan(blocked * 0.7);
  });
});

describe('the timelapse’s page', () => {
  it('paints at the screen’s density on a phone, and scales a wide page up on the canvas', () => {
    expect(pageFor(360, 40 / 26, 3)).toEqual({
      page: { width: 360, height: 234, scale: 2 },
      target: { width: 720, height: 468 },
    });
    expect(pageFor(780, 40 / 26, 2)).toEqual({
      page: { width: 780, height: 507, scale: 1 },
      target: { width: 1560, height: 1014 },
    });
    expect(pageFor(780, 40 / 26, 1).page.scale).toBe(1);
    expect(pageFor(5000, 40 / 26, 1).page.width).toBe(960);
    expect(pageFor(0, 40 / 26, 1).page.width).toBe(640);
  });
});
