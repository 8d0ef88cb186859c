// SVG building blocks shared by every generator: document shell, textures, shape paths.

const f1 = (n) => Math.round(n * 10) / 10;

export function doc(w, h, body, { defs = '', viewBox, outW, outH } = {}) {
  const vb = viewBox ?? `0 0 ${w} ${h}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW ?? w}" height="${outH ?? h}" viewBox="${vb}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  const f = fx !== undefined ? ` fx="${fx}" fy="${fy}"` : '';
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${f}>${s}</radialGradient>`;
}

// Paper tooth: high-frequency noise turned into faint dark speckle. Kept subtle because
// noise is what makes WebP files large.
export function grainFilter(id, { freq = 0.85, alpha = 0.07, seed = 3 } = {}) {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${seed}"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -${alpha * 2} ${alpha}"/></filter>`;
}

export const grainRect = (id, w, h) =>
  `<rect width="${w}" height="${h}" filter="url(#${id})" fill="#fff"/>`;

// Low-frequency blotches (paper fibres / canvas unevenness).
export function mottleFilter(id, { freq = 0.012, alpha = 0.12, seed = 7, color = [0, 0, 0] } = {}) {
  const [r, g, b] = color.map((v) => v / 255);
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${seed}"/><feColorMatrix values="0 0 0 0 ${r}  0 0 0 0 ${g}  0 0 0 0 ${b}  ${alpha * 3} 0 0 0 -${alpha}"/></filter>`;
}

// Wobbly displaced edges; used for watercolour washes and painterly shapes.
export function wobbleFilter(
  id,
  { freq = 0.02, scale = 24, seed = 1, octaves = 3, blur = 0 } = {},
) {
  const b = blur ? `<feGaussianBlur stdDeviation="${blur}"/>` : '';
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/>${b}</filter>`;
}

// Watercolour wash: displaced shape, soft edge, with a darker pigment rim.
export function watercolorFilter(id, { freq = 0.018, scale = 30, seed = 1 } = {}) {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="4" seed="${seed}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="1.2" result="soft"/><feMorphology in="d" operator="erode" radius="2.5" result="inner"/><feComposite in="soft" in2="inner" operator="out" result="rim"/><feMerge><feMergeNode in="soft"/><feMergeNode in="rim"/></feMerge></filter>`;
}

export const blurFilter = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

// Catmull-Rom through points -> cubic Bezier path.
export function smooth(points, closed = false, tension = 1) {
  const p = points;
  const n = p.length;
  if (n < 2) return '';
  const get = (i) => (closed ? p[(i + n) % n] : p[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${f1(p[0][0])},${f1(p[0][1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const t = tension / 6;
    const c1 = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2 = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    d += `C${f1(c1[0])},${f1(c1[1])} ${f1(c2[0])},${f1(c2[1])} ${f1(p2[0])},${f1(p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}

export const poly = (points, closed = true) =>
  'M' + points.map(([x, y]) => `${f1(x)},${f1(y)}`).join('L') + (closed ? 'Z' : '');

// Organic closed blob around a centre.
export function blob(rng, cx, cy, rx, ry = rx, { n = 9, jitter = 0.22, rot = 0 } = {}) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i / n) * Math.PI * 2;
    const k = 1 + (rng.next() * 2 - 1) * jitter;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smooth(pts, true);
}

// Mountain ridge by midpoint displacement; returns points across [x0,x1].
export function ridge(rng, x0, x1, y, amp, { rough = 0.55, depth = 7 } = {}) {
  let pts = [
    [x0, y + (rng.next() - 0.5) * amp],
    [x1, y + (rng.next() - 0.5) * amp],
  ];
  let a = amp;
  for (let d = 0; d < depth; d++) {
    const out = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const [ax, ay] = pts[i];
      const [bx, by] = pts[i + 1];
      out.push(pts[i], [(ax + bx) / 2, (ay + by) / 2 + (rng.next() - 0.5) * a]);
    }
    out.push(pts[pts.length - 1]);
    pts = out;
    a *= rough;
  }
  return pts;
}

// Closed area under a ridge line down to the bottom edge.
export const fillBelow = (pts, bottom) =>
  poly([...pts, [pts[pts.length - 1][0], bottom], [pts[0][0], bottom]]);

export const fillBelowSmooth = (pts, bottom) => {
  const last = pts[pts.length - 1];
  return smooth(pts).concat(`L${f1(last[0])},${bottom}L${f1(pts[0][0])},${bottom}Z`);
};

export const circle = (cx, cy, r, attrs = '') =>
  `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" ${attrs}/>`;
export const ellipse = (cx, cy, rx, ry, attrs = '') =>
  `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" ${attrs}/>`;
export const rect = (x, y, w, h, attrs = '') =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" ${attrs}/>`;
export const path = (d, attrs = '') => `<path d="${d}" ${attrs}/>`;
export const g = (body, attrs = '') => `<g ${attrs}>${body}</g>`;
export { f1 };
