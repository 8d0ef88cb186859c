import type { Page } from '@playwright/test';

// The sketchpad's board, as its journeys see it: where a document point is on screen, and what
// the layers hold.

/**
 * /canvas's board: the spec's 1000×500, which a phone held upright turns upright. A lesson's or a
 * drill's board has its own size in its name.
 */
export const CANVAS_BOARD = /^Drawing board, (1000 by 500|500 by 1000) pixels$/;

export const board = (page: Page, name: string | RegExp = CANVAS_BOARD) =>
  page.getByRole('img', { name });
/** The sheet itself, inside the workspace the board element fills. */
export const sheet = (page: Page) => board(page).locator('[data-stage]');

/** A fingerprint of every layer's pixels, and how many pixels hold ink. */
export async function pixels(page: Page): Promise<{ hash: number; ink: number }> {
  return page.evaluate(() => {
    let hash = 2166136261;
    let ink = 0;
    document.querySelectorAll<HTMLCanvasElement>('[data-board] canvas[data-layer]').forEach((c) => {
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
      for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ (data[i] ?? 0), 16777619);
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) ink++;
    });
    return { hash, ink };
  });
}

/**
 * Maps document coordinates of the board named `name` (/canvas's by default) to the screen through
 * the sheet's own transform, wherever the workspace puts it and however it is zoomed or turned.
 */
export async function origin(page: Page, name: string | RegExp = CANVAS_BOARD) {
  const view = await board(page, name).evaluate((viewport) => {
    const stage = viewport.querySelector('[data-stage]')!;
    const m = new DOMMatrix(getComputedStyle(stage).transform);
    const box = viewport.getBoundingClientRect();
    return { a: m.a, b: m.b, c: m.c, d: m.d, e: m.e + box.left, f: m.f + box.top };
  });
  const box = await board(page, name).locator('[data-stage]').boundingBox();
  if (!box) throw new Error('board not visible');
  const at = (x: number, y: number) => ({
    x: view.a * x + view.c * y + view.e,
    y: view.b * x + view.d * y + view.f,
  });
  return { ...box, k: Math.hypot(view.a, view.b), at };
}

/** Ink (alpha) at a document point of the first layer. */
export const inkAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ({ px, py }) => {
      const c = document.querySelector<HTMLCanvasElement>('[data-board] canvas[data-layer]');
      const k = (c?.width ?? 1000) / 1000;
      return c?.getContext('2d')?.getImageData(px * k, py * k, 1, 1).data[3] ?? 0;
    },
    { px: x, py: y },
  );

export async function stroke(page: Page, from: [number, number], to: [number, number], steps = 20) {
  const o = await origin(page);
  const a = o.at(...from);
  const b = o.at(...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps });
  await page.mouse.up();
}

type Point = [number, number];

/**
 * A pen and fingers on the board, as a tablet sends them (CDP input: a pen with pressure,
 * touch points by id), at document points.
 */
export async function hands(page: Page, name: string | RegExp = CANVAS_BOARD) {
  const cdp = await page.context().newCDPSession(page);
  const fingers = async (starts: Point[], path: (t: number) => Point[], steps = 12) => {
    const o = await origin(page, name);
    const points = (ps: Point[]) => ps.map((p, id) => ({ ...o.at(...p), id }));
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: points(starts),
    });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: points(path(i / steps)),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  return {
    /** A pen stroke from `from` to `to` pressed with `force` (0..1). */
    async pen(from: Point, to: Point, force = 0.6, steps = 20) {
      const o = await origin(page, name);
      const send = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', p: Point) =>
        cdp.send('Input.dispatchMouseEvent', {
          type,
          ...o.at(...p),
          button: 'left',
          buttons: type === 'mouseReleased' ? 0 : 1,
          clickCount: 1,
          pointerType: 'pen',
          force,
        });
      await send('mousePressed', from);
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        await send('mouseMoved', [
          from[0] + (to[0] - from[0]) * t,
          from[1] + (to[1] - from[1]) * t,
        ]);
      }
      await send('mouseReleased', to);
    },
    /** Fingers down at `starts`, moved together through `path(t)` for t in (0, 1], lifted. */
    fingers,
    /** Fingers landing together at `points` and lifting at once: a tap of that many fingers. */
    tap: (points: Point[]) => fingers(points, () => points, 0),
  };
}
