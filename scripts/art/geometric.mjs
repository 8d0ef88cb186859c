// Hard-edged styles: Bauhaus grids, Albers squares, colour wheels.
import { hsl, mix } from './color.mjs';
import { circle, path, rect, f1 } from './svg.mjs';

export const BAUHAUS = ['#efe6d2', '#d6402b', '#f2b134', '#1f4e89', '#1f1b1b', '#7A9E7E'];

function motif(rng, x, y, s, fg, fg2) {
  const corner = rng.int(0, 3);
  const cx = x + (corner % 2) * s;
  const cy = y + Math.floor(corner / 2) * s;
  switch (rng.int(0, 8)) {
    case 0: {
      // Quarter disc anchored in a corner.
      const sx = corner % 2 ? -1 : 1;
      const sy = corner > 1 ? -1 : 1;
      return path(
        `M${cx},${cy}L${cx + sx * s},${cy}A${s},${s} 0 0 ${sx * sy > 0 ? 1 : 0} ${cx},${cy + sy * s}Z`,
        `fill="${fg}"`,
      );
    }
    case 1:
      return circle(x + s / 2, y + s / 2, s * 0.38, `fill="${fg}"`);
    case 2:
      return (
        circle(x + s / 2, y + s / 2, s * 0.42, `fill="${fg}"`) +
        circle(x + s / 2, y + s / 2, s * 0.2, `fill="${fg2}"`)
      );
    case 3:
      return path(`M${x},${y + s}A${s / 2},${s / 2} 0 0 1 ${x + s},${y + s}Z`, `fill="${fg}"`);
    case 4:
      return path(`M${x},${y}L${x + s},${y}L${x},${y + s}Z`, `fill="${fg}"`);
    case 5: {
      let d = '';
      for (let i = 0; i < 5; i++)
        d += `M${x + s * 0.15},${f1(y + s * (0.2 + i * 0.15))}h${f1(s * 0.7)}`;
      return path(d, `stroke="${fg}" stroke-width="${f1(s * 0.06)}"`);
    }
    case 6:
      return (
        path(`M${x + s / 2},${y}A${s / 2},${s / 2} 0 0 1 ${x + s / 2},${y + s}Z`, `fill="${fg}"`) +
        path(`M${x + s / 2},${y}A${s / 2},${s / 2} 0 0 0 ${x + s / 2},${y + s}Z`, `fill="${fg2}"`)
      );
    case 7:
      return rect(
        x + s * 0.25,
        y + s * 0.25,
        s * 0.5,
        s * 0.5,
        `fill="${fg}" transform="rotate(45 ${x + s / 2} ${y + s / 2})"`,
      );
    default:
      return '';
  }
}

export function bauhaus(rng, w, h, cols, rows, pal = BAUHAUS) {
  const s = Math.max(w / cols, h / rows);
  let out = rect(0, 0, w, h, `fill="${pal[0]}"`);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * s;
      const y = r * s;
      const bg = rng.chance(0.45) ? pal[0] : rng.pick(pal.slice(1));
      out += rect(x, y, s + 0.5, s + 0.5, `fill="${bg}"`);
      const others = pal.filter((p) => p !== bg);
      out += motif(rng, x, y, s, rng.pick(others), rng.pick(others));
    }
  }
  return out;
}

/** Josef Albers style nested squares. */
export function albers(x, y, s, colors) {
  let out = '';
  colors.forEach((c, i) => {
    const k = 1 - i * (0.8 / colors.length);
    const side = s * k;
    const ox = x + (s - side) / 2;
    const oy = y + (s - side) * 0.72;
    out += rect(ox, oy, side, side, `fill="${c}"`);
  });
  return out;
}

function sector(cx, cy, r1, r2, a0, a1) {
  const p = (r, a) => `${f1(cx + Math.cos(a) * r)},${f1(cy + Math.sin(a) * r)}`;
  return `M${p(r1, a0)}L${p(r2, a0)}A${r2},${r2} 0 0 1 ${p(r2, a1)}L${p(r1, a1)}A${r1},${r1} 0 0 0 ${p(r1, a0)}Z`;
}

/** 12-hue wheel with shade / pure / tint rings. */
export function colorWheel(cx, cy, R, { hues = 12, gap = 0.025, stroke = 'none' } = {}) {
  let out = '';
  const rings = [
    [0.34, 0.54, 38],
    [0.56, 0.78, 55],
    [0.8, 1, 72],
  ];
  for (let i = 0; i < hues; i++) {
    const a0 = (i / hues) * Math.PI * 2 - Math.PI / 2 + gap;
    const a1 = ((i + 1) / hues) * Math.PI * 2 - Math.PI / 2 - gap;
    const hue = (i / hues) * 360 + 8;
    for (const [r1, r2, l] of rings)
      out += path(
        sector(cx, cy, R * r1, R * r2, a0, a1),
        `fill="${hsl(hue, 82, l - 8)}" stroke="${stroke}"`,
      );
  }
  return out;
}

/** Concentric complementary rings (used as accents). */
export function targets(cx, cy, r, colors) {
  return colors.map((c, i) => circle(cx, cy, r * (1 - i / colors.length), `fill="${c}"`)).join('');
}

export { mix };
