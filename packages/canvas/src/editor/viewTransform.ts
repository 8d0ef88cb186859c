/**
 * Where the board is on screen: a document point p shows at R(rotation)·(scale·p) + pan, in
 * pixels from the viewport's top-left corner. One similarity transform, so zoom, pan and a
 * rotated view all map pointer input back to the document exactly.
 */
export interface ViewTransform {
  /** Screen pixels per document unit: 1 is 100 %. */
  scale: number;
  /** Radians, clockwise on screen. */
  rotation: number;
  panX: number;
  panY: number;
}

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 8;

export const clampZoom = (scale: number) => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, scale));

export function toScreen(t: ViewTransform, x: number, y: number): { x: number; y: number } {
  const cos = Math.cos(t.rotation) * t.scale;
  const sin = Math.sin(t.rotation) * t.scale;
  return { x: cos * x - sin * y + t.panX, y: sin * x + cos * y + t.panY };
}

export function toDoc(t: ViewTransform, sx: number, sy: number): { x: number; y: number } {
  const dx = sx - t.panX;
  const dy = sy - t.panY;
  const cos = Math.cos(t.rotation) / t.scale;
  const sin = Math.sin(t.rotation) / t.scale;
  return { x: cos * dx + sin * dy, y: -sin * dx + cos * dy };
}

/**
 * The whole board in view, centred, upright: at 100 % when it fits inside `margin` pixels of
 * each edge, smaller otherwise, never larger (a blown-up board would look blurry and hide that
 * the page has room for more).
 */
export function fitView(
  docWidth: number,
  docHeight: number,
  viewWidth: number,
  viewHeight: number,
  margin = 0,
): ViewTransform {
  const scale = Math.max(
    MIN_ZOOM,
    Math.min(
      1,
      (viewWidth - 2 * margin) / docWidth,
      viewHeight > 0 ? (viewHeight - 2 * margin) / docHeight : Number.POSITIVE_INFINITY,
    ),
  );
  return {
    scale,
    rotation: 0,
    panX: (viewWidth - docWidth * scale) / 2,
    panY: viewHeight > 0 ? (viewHeight - docHeight * scale) / 2 : 0,
  };
}

/** The same document point stays under the screen point (sx, sy) while the scale changes. */
export function zoomAbout(t: ViewTransform, scale: number, sx: number, sy: number): ViewTransform {
  const next = clampZoom(scale);
  const k = next / t.scale;
  return { ...t, scale: next, panX: sx - (sx - t.panX) * k, panY: sy - (sy - t.panY) * k };
}

/** Turns the view by `angle` radians around the screen point (sx, sy). */
export function rotateAbout(
  t: ViewTransform,
  angle: number,
  sx: number,
  sy: number,
): ViewTransform {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = t.panX - sx;
  const dy = t.panY - sy;
  return {
    ...t,
    rotation: normalizeAngle(t.rotation + angle),
    panX: sx + cos * dx - sin * dy,
    panY: sy + sin * dx + cos * dy,
  };
}

export const panBy = (t: ViewTransform, dx: number, dy: number): ViewTransform => ({
  ...t,
  panX: t.panX + dx,
  panY: t.panY + dy,
});

/** In (-π, π], so a readout says −15°, not 345°. */
export function normalizeAngle(angle: number): number {
  const turn = 2 * Math.PI;
  let a = angle % turn;
  if (a <= -Math.PI) a += turn;
  if (a > Math.PI) a -= turn;
  return Math.abs(a) < 1e-9 ? 0 : a;
}

/** The CSS transform of the stage (whose transform-origin is its top-left corner). */
export function cssMatrix(t: ViewTransform): string {
  const cos = Math.cos(t.rotation) * t.scale;
  const sin = Math.sin(t.rotation) * t.scale;
  return `matrix(${cos}, ${sin}, ${-sin}, ${cos}, ${t.panX}, ${t.panY})`;
}

export const degrees = (radians: number) => Math.round((radians * 180) / Math.PI);
