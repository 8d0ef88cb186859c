// Reusable flat-illustration props for the event scenes: people, easels, frames, lights.
import { darken, lighten, mix } from './color.mjs';
import { rect, circle, ellipse, path, poly, smooth, f1 } from './svg.mjs';

export const SKINS = ['#f6d3bd', '#eab99a', '#d49a6a', '#b07348', '#8d5a3b', '#5e3a26'];
export const HAIRS = ['#1f1b2e', '#3b2417', '#6b3e26', '#b5651d', '#d9a441', '#a23b2a', '#8a8f98'];

/** Standing faceless figure, feet at (x, y), total height h. */
export function person(rng, x, y, h, o = {}) {
  const skin = o.skin ?? rng.pick(SKINS);
  const hair = o.hair ?? rng.pick(HAIRS);
  const top = o.top ?? rng.pick(['#e4572e', '#2e86ab', '#7a9e7e', '#6c3a5c', '#f3a712', '#fbf7f0']);
  const legs = o.legs ?? rng.pick(['#1f1b2e', '#3a4a6b', '#5b4636']);
  const u = h / 8;
  const hy = y - h + u * 0.55;
  let out = '';
  out += path(
    `M${f1(x - u * 0.55)},${f1(y - u * 3.6)}L${f1(x - u * 0.6)},${f1(y)}M${f1(x + u * 0.55)},${f1(y - u * 3.6)}L${f1(x + u * 0.6)},${f1(y)}`,
    `stroke="${legs}" stroke-width="${f1(u * 0.8)}" stroke-linecap="round"`,
  );
  out += path(
    `M${f1(x - u * 1.1)},${f1(y - u * 3.4)}L${f1(x - u * 1.05)},${f1(y - u * 6.3)}Q${f1(x)},${f1(y - u * 7.1)} ${f1(x + u * 1.05)},${f1(y - u * 6.3)}L${f1(x + u * 1.1)},${f1(y - u * 3.4)}Z`,
    `fill="${top}"`,
  );
  const arm = o.arm ?? 0;
  out += path(
    `M${f1(x - u * 1)},${f1(y - u * 6.1)}L${f1(x - u * 1.3)},${f1(y - u * 3.8)}`,
    `stroke="${darken(top, 0.12)}" stroke-width="${f1(u * 0.55)}" stroke-linecap="round"`,
  );
  out += path(
    `M${f1(x + u * 1)},${f1(y - u * 6.1)}L${f1(x + u * (1.3 + arm))},${f1(y - u * (3.8 + arm * 2.2))}`,
    `stroke="${darken(top, 0.12)}" stroke-width="${f1(u * 0.55)}" stroke-linecap="round"`,
  );
  out += rect(x - u * 0.22, hy + u * 0.5, u * 0.44, u * 0.6, `fill="${darken(skin, 0.1)}"`);
  out += circle(x, hy, u * 0.62, `fill="${skin}"`);
  out += path(
    `M${f1(x - u * 0.66)},${f1(hy + (o.back ? u * 0.4 : 0))}A${f1(u * 0.66)},${f1(u * 0.66)} 0 0 1 ${f1(x + u * 0.66)},${f1(hy + (o.back ? u * 0.4 : 0))}Z`,
    `fill="${hair}"`,
  );
  if (o.long)
    out += rect(x - u * 0.66, hy, u * 1.32, u * 1.2, `fill="${hair}" rx="${f1(u * 0.3)}"`);
  return out;
}

/** Head-and-shoulders seen from behind (audience, foreground). */
export function backBust(rng, x, y, s, o = {}) {
  const hair = o.hair ?? rng.pick(HAIRS);
  const top = o.top ?? rng.pick(['#e4572e', '#2e86ab', '#7a9e7e', '#6c3a5c', '#f3a712', '#3d3552']);
  let out = path(
    `M${f1(x - s * 1.4)},${f1(y + s * 2)}C${f1(x - s * 1.3)},${f1(y + s * 0.4)} ${f1(x - s * 0.6)},${f1(y + s * 0.2)} ${f1(x)},${f1(y + s * 0.2)}C${f1(x + s * 0.6)},${f1(y + s * 0.2)} ${f1(x + s * 1.3)},${f1(y + s * 0.4)} ${f1(x + s * 1.4)},${f1(y + s * 2)}Z`,
    `fill="${top}"`,
  );
  out += rect(x - s * 0.25, y - s * 0.3, s * 0.5, s * 0.6, `fill="${o.skin ?? rng.pick(SKINS)}"`);
  out += ellipse(x, y - s * 0.65, s * 0.55, s * 0.62, `fill="${hair}"`);
  if (o.bun ?? rng.chance(0.3)) out += circle(x, y - s * 1.25, s * 0.25, `fill="${hair}"`);
  return out;
}

/** Small original artwork used inside frames and on easels. */
export function miniArt(rng, x, y, w, h, kind = rng.int(0, 5)) {
  const pal = rng.pick([
    ['#f3a712', '#e4572e', '#2e86ab', '#fbf7f0'],
    ['#7a9e7e', '#2f4858', '#f6ae2d', '#f2e8cf'],
    ['#6c3a5c', '#e07a9f', '#ffd6a5', '#2e86ab'],
    ['#264653', '#2a9d8f', '#e9c46a', '#f4a261'],
  ]);
  let out = rect(x, y, w, h, `fill="${pal[3]}"`);
  switch (kind) {
    case 0:
      out +=
        rect(x, y, w, h * 0.6, `fill="${pal[2]}"`) +
        circle(x + w * 0.68, y + h * 0.3, Math.min(w, h) * 0.13, `fill="${pal[0]}"`);
      out += path(
        poly([
          [x, y + h * 0.7],
          [x + w * 0.35, y + h * 0.35],
          [x + w * 0.6, y + h * 0.6],
          [x + w * 0.8, y + h * 0.45],
          [x + w, y + h * 0.65],
          [x + w, y + h],
          [x, y + h],
        ]),
        `fill="${pal[1]}"`,
      );
      break;
    case 1:
      out +=
        circle(x + w * 0.5, y + h * 0.5, Math.min(w, h) * 0.32, `fill="${pal[1]}"`) +
        rect(x, y + h * 0.62, w, h * 0.38, `fill="${pal[2]}" opacity="0.85"`);
      break;
    case 2:
      out +=
        rect(x + w * 0.1, y + h * 0.1, w * 0.8, h * 0.45, `fill="${pal[0]}"`) +
        rect(x + w * 0.1, y + h * 0.6, w * 0.8, h * 0.3, `fill="${pal[1]}"`);
      break;
    case 3:
      out +=
        ellipse(x + w * 0.5, y + h * 0.45, w * 0.22, h * 0.28, `fill="${pal[0]}"`) +
        path(
          `M${f1(x + w * 0.15)},${f1(y + h)}Q${f1(x + w * 0.5)},${f1(y + h * 0.6)} ${f1(x + w * 0.85)},${f1(y + h)}Z`,
          `fill="${pal[1]}"`,
        );
      break;
    case 4:
      for (let i = 0; i < 4; i++)
        out += path(
          `M${f1(x)},${f1(y + h * (0.2 + i * 0.2))}Q${f1(x + w * 0.5)},${f1(y + h * (0.05 + i * 0.2))} ${f1(x + w)},${f1(y + h * (0.25 + i * 0.2))}`,
          `fill="none" stroke="${pal[i % 3]}" stroke-width="${f1(h * 0.07)}"`,
        );
      break;
    default:
      out +=
        path(
          poly([
            [x, y + h],
            [x + w * 0.5, y + h * 0.2],
            [x + w, y + h],
          ]),
          `fill="${pal[2]}"`,
        ) + circle(x + w * 0.25, y + h * 0.28, Math.min(w, h) * 0.1, `fill="${pal[0]}"`);
  }
  return out;
}

export function frame(rng, x, y, w, h, o = {}) {
  const fc = o.frame ?? rng.pick(['#2b2420', '#c9a227', '#fbf7f0', '#1f1b2e', '#8b5e3c']);
  const m = o.mat ?? Math.min(w, h) * 0.08;
  let out = rect(x + 4, y + 6, w, h, 'fill="#000" opacity="0.18"');
  out +=
    rect(x, y, w, h, `fill="${fc}"`) + rect(x + m, y + m, w - 2 * m, h - 2 * m, 'fill="#fbf7f0"');
  out += miniArt(rng, x + m * 1.6, y + m * 1.6, w - m * 3.2, h - m * 3.2, o.kind);
  return out;
}

/** Easel with a canvas; feet at (x, y), canvas width cw. */
export function easel(rng, x, y, cw, o = {}) {
  const wood = o.wood ?? '#a0703d';
  const ch = cw * (o.ratio ?? 0.8);
  const top = y - cw * 1.9;
  let out = path(
    `M${f1(x)},${f1(top)}L${f1(x - cw * 0.45)},${f1(y)}M${f1(x)},${f1(top)}L${f1(x + cw * 0.45)},${f1(y)}M${f1(x)},${f1(top)}L${f1(x)},${f1(y - cw * 0.1)}`,
    `stroke="${wood}" stroke-width="${f1(cw * 0.05)}" stroke-linecap="round"`,
  );
  const cy = top + cw * 0.25;
  out += rect(x - cw * 0.55, cy + ch, cw * 1.1, cw * 0.06, `fill="${darken(wood, 0.2)}"`);
  out += rect(
    x - cw / 2,
    cy,
    cw,
    ch,
    `fill="#fbf7f0" stroke="${darken(wood, 0.35)}" stroke-width="2"`,
  );
  if (o.blank !== true) out += miniArt(rng, x - cw / 2 + 3, cy + 3, cw - 6, ch - 6, o.kind);
  return out;
}

export function stringLights(rng, x1, y1, x2, y2, sag, n, colors) {
  const mx = (x1 + x2) / 2;
  const my = Math.max(y1, y2) + sag;
  let out = path(
    `M${f1(x1)},${f1(y1)}Q${f1(mx)},${f1(my + sag)} ${f1(x2)},${f1(y2)}`,
    'fill="none" stroke="#1a1522" stroke-width="1.5" opacity="0.7"',
  );
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const bx = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const by = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * (my + sag) + t * t * y2;
    const c = rng.pick(colors);
    out +=
      circle(bx, by + 6, 10, `fill="${c}" opacity="0.25"`) +
      circle(bx, by + 6, 3.6, `fill="${lighten(c, 0.5)}"`);
  }
  return out;
}

export function beam(x, y, w, len, ang, color, opacity = 0.25) {
  const a = (ang * Math.PI) / 180;
  const ex = x + Math.sin(a) * len;
  const ey = y + Math.cos(a) * len;
  const nx = Math.cos(a) * w;
  const ny = -Math.sin(a) * w;
  return path(
    poly([
      [x - nx * 0.1, y - ny * 0.1],
      [x + nx * 0.1, y + ny * 0.1],
      [ex + nx, ey + ny],
      [ex - nx, ey - ny],
    ]),
    `fill="${color}" opacity="${opacity}"`,
  );
}

export function plant(rng, x, y, s, pot = '#c8553d', leaf = '#4f7a5a') {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + rng.range(-1, 1);
    const l = s * rng.range(0.8, 1.4);
    out += path(
      smooth([
        [x, y - s * 0.4],
        [x + Math.cos(a) * l * 0.5, y - s * 0.4 + Math.sin(a) * l * 0.6],
        [x + Math.cos(a) * l, y - s * 0.4 + Math.sin(a) * l],
      ]),
      `fill="none" stroke="${mix(leaf, '#1f1b2e', rng.range(0, 0.3))}" stroke-width="${f1(s * 0.22)}" stroke-linecap="round"`,
    );
  }
  return (
    out +
    path(
      poly([
        [x - s * 0.4, y - s * 0.5],
        [x + s * 0.4, y - s * 0.5],
        [x + s * 0.3, y],
        [x - s * 0.3, y],
      ]),
      `fill="${pot}"`,
    )
  );
}

export function screen(x, y, w, h, glow, content = '') {
  return (
    rect(x - 12, y - 12, w + 24, h + 24, `fill="${glow}" opacity="0.18" rx="14"`) +
    rect(x, y, w, h, `fill="#15121f" rx="6"`) +
    rect(x + 5, y + 5, w - 10, h - 10, `fill="${glow}" rx="3"`) +
    content
  );
}
