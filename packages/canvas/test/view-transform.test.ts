import { describe, expect, it } from 'vitest';
import {
  cssMatrix,
  degrees,
  fitView,
  MAX_ZOOM,
  MIN_ZOOM,
  normalizeAngle,
  panBy,
  rotateAbout,
  toDoc,
  toScreen,
  zoomAbout,
  type ViewTransform,
} from '../src/editor/viewTransform';

const views: ViewTransform[] = [
  { scale: 1, rotation: 0, panX: 0, panY: 0 },
  { scale: 0.37, rotation: 0.4, panX: 120, panY: -30 },
  { scale: 5, rotation: -2.9, panX: -800, panY: 410 },
  { scale: 2, rotation: Math.PI, panX: 10, panY: 10 },
];
const points = [
  [0, 0],
  [1000, 500],
  [13.25, 487.5],
  [-40, 720],
] as const;

const close = (actual: { x: number; y: number }, x: number, y: number) => {
  expect(actual.x).toBeCloseTo(x, 6);
  expect(actual.y).toBeCloseTo(y, 6);
};

describe('the view transform', () => {
  it('maps a screen point back to the document point shown there, at any zoom and angle', () => {
    for (const view of views) {
      for (const [x, y] of points) {
        const screen = toScreen(view, x, y);
        close(toDoc(view, screen.x, screen.y), x, y);
      }
    }
  });

  it('keeps distances in proportion and turns clockwise on screen', () => {
    const quarter = { scale: 2, rotation: Math.PI / 2, panX: 0, panY: 0 };
    // The document's x axis points down the screen once the view turned a quarter clockwise.
    close(toScreen(quarter, 10, 0), 0, 20);
    close(toScreen(quarter, 0, 10), -20, 0);
  });

  it('zooms about a screen point: the document point under it stays under it', () => {
    for (const view of views) {
      const under = toDoc(view, 300, 200);
      const zoomed = zoomAbout(view, view.scale * 1.7, 300, 200);
      close(toScreen(zoomed, under.x, under.y), 300, 200);
      expect(zoomed.rotation).toBe(view.rotation);
    }
  });

  it('keeps the zoom between 10 % and 800 %', () => {
    const view = views[0]!;
    expect(zoomAbout(view, 100, 0, 0).scale).toBe(MAX_ZOOM);
    expect(zoomAbout(view, 0.001, 0, 0).scale).toBe(MIN_ZOOM);
    expect(MIN_ZOOM).toBe(0.1);
    expect(MAX_ZOOM).toBe(8);
  });

  it('turns about a screen point, which stays where it is', () => {
    for (const view of views) {
      const pivot = toDoc(view, 500, 260);
      const turned = rotateAbout(view, Math.PI / 12, 500, 260);
      close(toScreen(turned, pivot.x, pivot.y), 500, 260);
      expect(degrees(normalizeAngle(turned.rotation - view.rotation))).toBe(15);
    }
  });

  it('says angles between −180° and 180°', () => {
    expect(degrees(normalizeAngle((345 * Math.PI) / 180))).toBe(-15);
    expect(degrees(normalizeAngle(Math.PI))).toBe(180);
    expect(degrees(normalizeAngle(-Math.PI))).toBe(180);
    expect(normalizeAngle(2 * Math.PI)).toBe(0);
  });

  it('pans by screen pixels whatever the angle', () => {
    const view = views[2]!;
    const moved = panBy(view, 30, -12);
    const before = toScreen(view, 100, 100);
    close(toScreen(moved, 100, 100), before.x + 30, before.y - 12);
  });

  it('fits the whole board, centred and upright, at 100 % when it fits', () => {
    // 1366×900 with the workspace's rail and panel: room for the board at full size.
    const roomy = fitView(1000, 500, 1040, 760, 16);
    expect(roomy).toEqual({ scale: 1, rotation: 0, panX: 20, panY: 130 });
    const narrow = fitView(1000, 500, 343, 600, 0);
    expect(narrow.scale).toBeCloseTo(0.343, 6);
    close(toScreen(narrow, 500, 250), 171.5, 300);
    // A short window: the height decides.
    const short = fitView(1000, 500, 1300, 432, 16);
    expect(short.scale).toBeCloseTo(0.8, 6);
    close(toScreen(short, 0, 0), (1300 - 800) / 2, 16);
    // Without a height (a board as wide as its host), it hangs from the top.
    expect(fitView(1000, 500, 800, 0)).toEqual({ scale: 0.8, rotation: 0, panX: 0, panY: 0 });
  });

  it('gives the stage a CSS matrix that puts each document point where toScreen says', () => {
    for (const view of views) {
      const m = /matrix\((.+)\)/.exec(cssMatrix(view))![1]!.split(',').map(Number);
      const [a, b, c, d, e, f] = m as [number, number, number, number, number, number];
      for (const [x, y] of points)
        close(toScreen(view, x, y), a * x + c * y + e, b * x + d * y + f);
    }
  });
});
