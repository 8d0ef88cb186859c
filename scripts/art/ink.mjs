// Line-based styles: evenly spaced flow-field strokes, botanical line art, pencil hatching.
import { f1, path, smooth, circle } from './svg.mjs';

const TAU = Math.PI * 2;

/**
 * Evenly spaced streamlines through a noise field. Lines stop when they run into a
 * grid cell already owned by another line, which keeps spacing even (Jobard-Lefer-ish).
 */
export function flowLines(rng, noise, w, h, opts = {}) {
  const o = {
    scale: 0.0025,
    sep: 7,
    step: 2.5,
    maxSteps: 500,
    tries: 4000,
    minPts: 12,
    turn: 1.6,
    ...opts,
  };
  const cw = o.sep;
  const cols = Math.ceil(w / cw) + 2;
  const rows = Math.ceil(h / cw) + 2;
  const owner = new Int32Array(cols * rows).fill(-1);
  const cell = (x, y) => Math.floor(y / cw + 1) * cols + Math.floor(x / cw + 1);
  const angle = o.angle ?? ((x, y) => noise.fbm(x * o.scale, y * o.scale, 3) * TAU * o.turn);
  const lines = [];
  for (let t = 0; t < o.tries; t++) {
    const sx = rng.next() * w;
    const sy = rng.next() * h;
    if (owner[cell(sx, sy)] !== -1) continue;
    const id = lines.length;
    const trace = (dir) => {
      const pts = [];
      let x = sx;
      let y = sy;
      for (let s = 0; s < o.maxSteps; s++) {
        const a = angle(x, y);
        x += Math.cos(a) * o.step * dir;
        y += Math.sin(a) * o.step * dir;
        if (x < -5 || y < -5 || x > w + 5 || y > h + 5) break;
        const c = cell(x, y);
        if (owner[c] !== -1 && owner[c] !== id) break;
        pts.push([x, y]);
      }
      return pts;
    };
    const pts = [...trace(-1).reverse(), [sx, sy], ...trace(1)];
    if (pts.length < o.minPts) continue;
    for (const [x, y] of pts) owner[cell(x, y)] = id;
    lines.push(pts);
  }
  return lines;
}

export const linePath = (pts, every = 2) => {
  let d = `M${f1(pts[0][0])},${f1(pts[0][1])}`;
  for (let i = every; i < pts.length; i += every) d += `L${f1(pts[i][0])},${f1(pts[i][1])}`;
  return d;
};

export function leafPath(x, y, ang, len, wid) {
  const c = Math.cos(ang);
  const s = Math.sin(ang);
  const at = (u, v) => [x + c * u - s * v, y + s * u + c * v];
  const tip = at(len, 0);
  const l1 = at(len * 0.35, -wid);
  const l2 = at(len * 0.8, -wid * 0.55);
  const r1 = at(len * 0.8, wid * 0.55);
  const r2 = at(len * 0.35, wid);
  const p = (q) => `${f1(q[0])},${f1(q[1])}`;
  return `M${f1(x)},${f1(y)}C${p(l1)} ${p(l2)} ${p(tip)}C${p(r1)} ${p(r2)} ${f1(x)},${f1(y)}Z`;
}

/** A stem with alternating leaves and an optional flower; returns SVG. */
export function sprig(rng, x, y, len, ang, o = {}) {
  const {
    stroke = '#1f1b2e',
    width = 1.6,
    leaf = 0.22,
    fill = 'none',
    fillOpacity = 1,
    flower,
    veins = true,
  } = o;
  const pts = [[x, y]];
  let a = ang;
  const bend = rng.range(-0.012, 0.012);
  const segs = 24;
  for (let i = 0; i < segs; i++) {
    a += bend + rng.range(-0.03, 0.03);
    const [px, py] = pts[pts.length - 1];
    pts.push([px + (Math.cos(a) * len) / segs, py + (Math.sin(a) * len) / segs]);
  }
  const base = `stroke="${stroke}" stroke-linecap="round" stroke-linejoin="round"`;
  const st = `${base} stroke-width="${width}"`;
  let out = path(smooth(pts), `fill="none" ${st}`);
  let side = rng.chance(0.5) ? 1 : -1;
  for (let i = 4; i < segs - 1; i += rng.int(2, 3)) {
    const [px, py] = pts[i];
    const [qx, qy] = pts[i + 1];
    const dir = Math.atan2(qy - py, qx - px);
    const k = 1 - (i / segs) * 0.55;
    const ll = len * leaf * k * rng.range(0.8, 1.15);
    const la = dir + side * rng.range(0.6, 1.0);
    out += path(
      leafPath(px, py, la, ll, ll * 0.32),
      `fill="${fill}" fill-opacity="${fillOpacity}" ${st}`,
    );
    if (veins) {
      const tip = [px + Math.cos(la) * ll * 0.85, py + Math.sin(la) * ll * 0.85];
      out += path(
        `M${f1(px)},${f1(py)}L${f1(tip[0])},${f1(tip[1])}`,
        `fill="none" ${base} stroke-width="${width * 0.5}"`,
      );
    }
    side = -side;
  }
  const [ex, ey] = pts[pts.length - 1];
  if (flower) out += bloom(rng, ex, ey, flower.r, { stroke, width, ...flower });
  return out;
}

export function bloom(rng, x, y, r, o = {}) {
  const {
    stroke = '#1f1b2e',
    width = 1.5,
    petals = rng.int(5, 8),
    fill = 'none',
    center = stroke,
  } = o;
  let out = '';
  const rot = rng.next() * TAU;
  for (let i = 0; i < petals; i++) {
    const a = rot + (i / petals) * TAU;
    out += path(
      leafPath(x, y, a, r, r * 0.42),
      `fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"`,
    );
  }
  out += circle(x, y, r * 0.22, `fill="${center}"`);
  return out;
}

/** Parallel hatch lines covering a box at an angle (clip them to a shape). */
export function hatch(rng, x, y, w, h, ang, gap, attrs) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const R = Math.hypot(w, h) / 2 + 4;
  const c = Math.cos(ang);
  const s = Math.sin(ang);
  let d = '';
  for (let v = -R; v <= R; v += gap * rng.range(0.8, 1.2)) {
    const j = rng.range(-3, 3);
    const ax = cx - c * R + -s * v;
    const ay = cy - s * R + c * v;
    const bx = cx + c * R + -s * v + j;
    const by = cy + s * R + c * v;
    d += `M${f1(ax)},${f1(ay)}L${f1(bx)},${f1(by)}`;
  }
  return path(d, `fill="none" ${attrs}`);
}
