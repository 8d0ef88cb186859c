// Cityscapes: night skyline with lit windows, and a two-point perspective street.
import { darken, lighten, mix, ramp } from './color.mjs';
import { linear, radial, rect, circle, path, poly, f1 } from './svg.mjs';
import { stars } from './landscapes.mjs';

/** Skyline rows far->near. opts: sky stops, building colours, window colours, water. */
export function skyline(rng, w, h, id, opts = {}) {
  const o = {
    sky: ['#0b1026', '#2a1f4a', '#6c3a5c'],
    far: '#3a2f5e',
    near: '#0d0b18',
    windows: ['#ffd37a', '#ffb347', '#fff1c1', '#7fd6ff'],
    rows: 4,
    ground: 0.8,
    moon: { x: 0.78, y: 0.18, r: 0.05 },
    ...opts,
  };
  let defs = linear(
    `${id}sky`,
    o.sky.map((c, i) => [i / (o.sky.length - 1), c]),
  );
  defs += linear(`${id}haze`, [
    [0, o.haze ?? o.sky[o.sky.length - 1], 0],
    [1, o.haze ?? o.sky[o.sky.length - 1], 0.22],
  ]);
  let body = rect(0, 0, w, h, `fill="url(#${id}sky)"`);
  if (o.starCount !== 0) body += stars(rng, w, h * 0.5, o.starCount ?? 120);
  if (o.moon) {
    defs += radial(`${id}mg`, [
      [0, '#fff5d6', 0.5],
      [1, '#fff5d6', 0],
    ]);
    const mx = o.moon.x * w;
    const my = o.moon.y * h;
    body +=
      circle(mx, my, o.moon.r * w * 4, `fill="url(#${id}mg)"`) +
      circle(mx, my, o.moon.r * w, `fill="${o.moonColor ?? '#fff3d1'}"`);
  }
  const gy = o.ground * h;
  const cols = ramp([o.far, o.near], o.rows);
  let city = '';
  for (let r = 0; r < o.rows; r++) {
    const t = r / Math.max(1, o.rows - 1);
    const col = cols[r];
    let x = -rng.range(0, 40);
    while (x < w) {
      const bw = rng.range(30, 80) * (0.7 + t * 0.7);
      const bh = h * rng.range(0.12, 0.42) * (1.15 - t * 0.45);
      const top = gy - bh;
      city += rect(x, top, bw, bh + 2, `fill="${col}"`);
      if (rng.chance(0.3))
        city += rect(x + bw * 0.3, top - bh * 0.12, bw * 0.4, bh * 0.12 + 1, `fill="${col}"`);
      if (rng.chance(0.25))
        city +=
          rect(x + bw * 0.5 - 1, top - bh * 0.3, 2, bh * 0.3, `fill="${col}"`) +
          circle(x + bw * 0.5, top - bh * 0.3, 2.2, `fill="#ff5b5b"`);
      if (rng.chance(0.2))
        city +=
          poly([
            [x, top],
            [x + bw / 2, top - bw * 0.35],
            [x + bw, top],
          ]).replace(/^/, '<path d="') + `" fill="${col}"/>`;
      // Windows: dimmer and smaller in far rows.
      const ws = 3 + t * 4;
      const gapX = ws * 2.2;
      const gapY = ws * 2.6;
      let d = '';
      const lit = o.lit ?? 0.35;
      for (let wy = top + ws * 2; wy < gy - ws * 2; wy += gapY) {
        for (let wx = x + ws; wx < x + bw - ws * 1.5; wx += gapX) {
          if (rng.next() < lit * (0.5 + t * 0.6))
            d += `M${f1(wx)},${f1(wy)}h${f1(ws)}v${f1(ws * 1.2)}h${f1(-ws)}Z`;
        }
      }
      if (d) city += path(d, `fill="${rng.pick(o.windows)}" opacity="${f1(0.45 + t * 0.5)}"`);
      x += bw + rng.range(0, 8);
    }
    if (r < o.rows - 1) city += rect(0, gy - h * 0.5, w, h * 0.5, `fill="url(#${id}haze)"`);
  }
  body += city;
  if (o.water) {
    defs += `<clipPath id="${id}wc"><rect x="0" y="${gy}" width="${w}" height="${h - gy}"/></clipPath>`;
    body += `<g clip-path="url(#${id}wc)"><g transform="translate(0 ${f1(2 * gy)}) scale(1 -1)" opacity="0.5">${rect(0, 0, w, h, `fill="url(#${id}sky)"`)}${city}</g>`;
    body += rect(0, gy, w, h - gy, `fill="${o.near}" opacity="0.45"`);
    for (let k = 0; k < 160; k++) {
      const y = gy + Math.pow(rng.next(), 1.3) * (h - gy);
      const lw = rng.range(6, 40);
      body += rect(
        rng.next() * w,
        y,
        lw,
        1.5,
        `fill="${rng.pick(o.windows)}" opacity="${f1(rng.range(0.15, 0.55))}"`,
      );
    }
    body += '</g>';
  } else {
    body += rect(0, gy, w, h - gy, `fill="${o.near}"`);
  }
  return { defs, body };
}

/** Tiny pinhole camera for honest two-point perspective. */
export function camera(w, h, { yaw = 0.62, eye = 1.6, f = 520, horizon = 0.5 } = {}) {
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  const hy = h * horizon;
  const project = ([X, Y, Z]) => {
    const x = X * c - Z * s;
    const z = X * s + Z * c;
    return [w / 2 + (f * x) / z, hy - (f * (Y - eye)) / z];
  };
  return {
    project,
    hy,
    vpX: [w / 2 + f / Math.tan(yaw), hy],
    vpZ: [w / 2 - f * Math.tan(yaw), hy],
  };
}

/** A box (x,z footprint, height) -> visible faces as SVG, lit from the left. */
export function box(cam, x0, z0, dx, dz, hgt, col, opts = {}) {
  const P = (x, y, z) => cam.project([x, y, z]);
  // Pick the x- and z-facing sides that face the camera (camera sits at the origin).
  const fx = x0 > 0 ? x0 : x0 + dx;
  const fz = z0 > 0 ? z0 : z0 + dz;
  const left = [P(fx, 0, z0), P(fx, 0, z0 + dz), P(fx, hgt, z0 + dz), P(fx, hgt, z0)];
  const front = [P(x0, 0, fz), P(x0 + dx, 0, fz), P(x0 + dx, hgt, fz), P(x0, hgt, fz)];
  const top = [P(x0, hgt, z0), P(x0 + dx, hgt, z0), P(x0 + dx, hgt, z0 + dz), P(x0, hgt, z0 + dz)];
  const line = opts.line ? ` stroke="${opts.line}" stroke-width="1.2" stroke-linejoin="round"` : '';
  let out = `<path d="${poly(left)}" fill="${lighten(col, 0.18)}"${line}/>`;
  out += `<path d="${poly(front)}" fill="${darken(col, 0.22)}"${line}/>`;
  if (opts.top) out += `<path d="${poly(top)}" fill="${lighten(col, 0.35)}"${line}/>`;
  if (opts.windows) {
    const win = opts.windows;
    let d = '';
    for (let fy = 1; fy < hgt - 0.8; fy += 1.4) {
      for (let u = 0.6; u < dz - 0.6; u += 1.2)
        d += poly([
          P(fx, fy, z0 + u),
          P(fx, fy, z0 + u + 0.6),
          P(fx, fy + 0.8, z0 + u + 0.6),
          P(fx, fy + 0.8, z0 + u),
        ]);
      for (let u = 0.6; u < dx - 0.6; u += 1.2)
        d += poly([
          P(x0 + u, fy, fz),
          P(x0 + u + 0.6, fy, fz),
          P(x0 + u + 0.6, fy + 0.8, fz),
          P(x0 + u, fy + 0.8, fz),
        ]);
    }
    out += `<path d="${d}" fill="${win}"/>`;
  }
  return out;
}

export { mix };
