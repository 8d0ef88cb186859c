// Hair styles and accessories for the portrait generator. All coordinates are in the
// portrait's 480x560 space, relative to head centre (hx, hy) and half-sizes (rx, ry).
import { darken, lighten } from './color.mjs';
import { smooth, circle, ellipse, path, f1 } from './svg.mjs';

const onEllipse = (cx, cy, rx, ry, deg) => {
  const a = (deg * Math.PI) / 180;
  return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
};

// Hair cap over the skull with a fringe line across the forehead.
function cap(h, { fringe = -45, part = 0.2, temple = -5, puff = 1.1 }) {
  const { hx, hy, rx, ry } = h;
  const outer = [];
  for (let d = 185; d <= 355; d += 17) outer.push(onEllipse(hx, hy - 8, rx * puff, ry * puff, d));
  const fy = hy + fringe;
  const inner = [
    [hx + rx * 1.0, hy + temple],
    [hx + rx * 0.78, fy + 4],
    [hx + rx * part, fy - 10],
    [hx - rx * 0.3, fy + 6],
    [hx - rx * 0.85, fy + 14],
    [hx - rx * 1.0, hy + temple],
  ];
  return smooth([...outer, ...inner], true);
}

/** Back layer: drawn before the face. */
export function hairBack(rng, h) {
  const { hx, hy, rx, ry, style, color } = h;
  const fill = `fill="${color}"`;
  switch (style) {
    case 'long': {
      const pts = [];
      for (let d = 180; d <= 360; d += 20) pts.push(onEllipse(hx, hy - 6, rx * 1.18, ry * 1.12, d));
      pts.push([hx + rx * 1.25, hy + 90], [hx + rx * 1.4, hy + 200], [hx + rx * 0.9, hy + 215]);
      pts.push([hx - rx * 0.9, hy + 215], [hx - rx * 1.4, hy + 200], [hx - rx * 1.25, hy + 90]);
      return path(smooth(pts, true), fill);
    }
    case 'bob': {
      const pts = [];
      for (let d = 170; d <= 370; d += 20) pts.push(onEllipse(hx, hy - 4, rx * 1.2, ry * 1.12, d));
      pts.push(
        [hx + rx * 1.22, hy + 70],
        [hx + rx * 0.95, hy + 92],
        [hx - rx * 0.95, hy + 92],
        [hx - rx * 1.22, hy + 70],
      );
      return path(smooth(pts, true), fill);
    }
    case 'afro': {
      const pts = [];
      for (let d = 150; d <= 390; d += 15) pts.push(onEllipse(hx, hy - 28, rx * 1.62, ry * 1.3, d));
      pts.push([hx + rx * 0.9, hy + 30], [hx - rx * 0.9, hy + 30]);
      let out = path(smooth(pts, true), fill);
      for (let i = 0; i < 22; i++) {
        const [x, y] = onEllipse(
          hx,
          hy - 28,
          rx * 1.55,
          ry * 1.22,
          (i / 22) * 360 + rng.range(-4, 4),
        );
        if (y > hy + 30) continue;
        out += circle(x, y, rx * rng.range(0.28, 0.36), fill);
      }
      return out;
    }
    case 'curly': {
      let out = '';
      for (let i = 0; i < 26; i++) {
        const d = 150 + (i / 25) * 240;
        const [x, y] = onEllipse(hx, hy - 4, rx * 1.12, ry * 1.05, d);
        out += circle(x, y, rx * rng.range(0.22, 0.3), fill);
      }
      return out;
    }
    case 'ponytail':
      return path(
        smooth(
          [
            [hx + rx * 0.8, hy - ry * 0.6],
            [hx + rx * 1.6, hy - ry * 0.2],
            [hx + rx * 1.55, hy + 80],
            [hx + rx * 1.25, hy + 150],
            [hx + rx * 1.1, hy + 60],
            [hx + rx * 0.9, hy - 10],
          ],
          true,
        ),
        fill,
      );
    case 'bun':
      return (
        circle(hx + rx * 0.1, hy - ry * 1.12, rx * 0.48, fill) +
        circle(hx + rx * 0.1, hy - ry * 1.12, rx * 0.3, `fill="${lighten(color, 0.08)}"`)
      );
    default:
      return '';
  }
}

/** Front layer: drawn after the face. */
export function hairFront(rng, h) {
  const { hx, hy, rx, ry, style, color } = h;
  const fill = `fill="${color}"`;
  const shine = `fill="none" stroke="${lighten(color, 0.25)}" stroke-width="5" stroke-linecap="round" opacity="0.55"`;
  const arcShine = (a, b) => {
    const p1 = onEllipse(hx, hy - 8, rx * 0.82, ry * 0.92, a);
    const p2 = onEllipse(hx, hy - 8, rx * 0.82, ry * 0.92, b);
    return path(
      `M${f1(p1[0])},${f1(p1[1])}A${f1(rx * 0.82)},${f1(ry * 0.92)} 0 0 1 ${f1(p2[0])},${f1(p2[1])}`,
      shine,
    );
  };
  switch (style) {
    case 'buzz':
      return path(
        cap(h, { fringe: -62, part: 0, temple: -18, puff: 1.03 }),
        `${fill} opacity="0.92"`,
      );
    case 'short':
      return (
        path(cap(h, { fringe: -50, part: 0.45, temple: -10, puff: 1.12 }), fill) +
        arcShine(230, 275)
      );
    case 'sidepart':
      return (
        path(cap(h, { fringe: -40, part: -0.55, temple: -4, puff: 1.14 }), fill) +
        arcShine(235, 290)
      );
    case 'long':
    case 'bob':
      return (
        path(
          cap(h, { fringe: style === 'bob' ? -34 : -48, part: 0.05, temple: 20, puff: 1.16 }),
          fill,
        ) + arcShine(215, 260)
      );
    case 'afro':
      return path(cap(h, { fringe: -56, part: 0, temple: -8, puff: 1.05 }), fill);
    case 'curly': {
      let out = path(cap(h, { fringe: -46, part: 0.2, temple: -6, puff: 1.1 }), fill);
      for (let i = 0; i < 7; i++)
        out += circle(
          hx - rx * 0.7 + i * rx * 0.24,
          hy - ry * 0.5 + rng.range(-5, 5),
          rx * 0.2,
          fill,
        );
      return out;
    }
    case 'bun':
    case 'ponytail':
      return (
        path(cap(h, { fringe: -54, part: 0.3, temple: 0, puff: 1.08 }), fill) + arcShine(225, 280)
      );
    default:
      return '';
  }
}

export function beard(h, color, full) {
  const { hx, hy, rx, ry } = h;
  const pts = [
    [hx - rx * 0.98, hy + 5],
    [hx - rx * 0.75, hy + ry * 0.75],
    [hx - rx * 0.3, hy + ry * (full ? 1.1 : 0.98)],
    [hx + rx * 0.3, hy + ry * (full ? 1.1 : 0.98)],
    [hx + rx * 0.75, hy + ry * 0.75],
    [hx + rx * 0.98, hy + 5],
    [hx + rx * 0.8, hy + 30],
    [hx + rx * 0.38, hy + 52],
    [hx, hy + 50],
    [hx - rx * 0.38, hy + 52],
    [hx - rx * 0.8, hy + 30],
  ];
  return path(smooth(pts, true), `fill="${color}" opacity="${full ? 1 : 0.55}"`);
}

export function accessory(rng, h, kind, colors) {
  const { hx, hy, rx, ry } = h;
  switch (kind) {
    case 'beret': {
      const c = colors.beret;
      return (
        path(
          smooth(
            [
              [hx - rx * 1.15, hy - ry * 0.55],
              [hx - rx * 0.6, hy - ry * 1.25],
              [hx + rx * 0.5, hy - ry * 1.3],
              [hx + rx * 1.25, hy - ry * 0.85],
              [hx + rx * 0.9, hy - ry * 0.6],
              [hx, hy - ry * 0.68],
            ],
            true,
          ),
          `fill="${c}"`,
        ) + circle(hx + rx * 0.05, hy - ry * 1.3, 7, `fill="${darken(c, 0.2)}"`)
      );
    }
    case 'headphones': {
      const c = colors.headphones;
      return (
        path(
          `M${f1(hx - rx * 1.08)},${f1(hy)}A${f1(rx * 1.1)},${f1(ry * 1.15)} 0 0 1 ${f1(hx + rx * 1.08)},${f1(hy)}`,
          `fill="none" stroke="${c}" stroke-width="11"`,
        ) +
        ellipse(hx - rx * 1.05, hy + 8, 16, 28, `fill="${c}"`) +
        ellipse(hx + rx * 1.05, hy + 8, 16, 28, `fill="${c}"`) +
        ellipse(hx + rx * 1.05, hy + 8, 7, 16, `fill="${lighten(c, 0.3)}"`)
      );
    }
    case 'glasses': {
      const st = `fill="#ffffff" fill-opacity="0.12" stroke="${colors.glasses}" stroke-width="4.5"`;
      const y = hy + 4;
      const ex = rx * 0.42;
      return (
        circle(hx - ex, y, 24, st) +
        circle(hx + ex, y, 24, st) +
        path(
          `M${f1(hx - ex + 24)},${f1(y - 2)}Q${hx},${f1(y - 10)} ${f1(hx + ex - 24)},${f1(y - 2)}`,
          `fill="none" stroke="${colors.glasses}" stroke-width="4"`,
        )
      );
    }
    case 'pencil': {
      const x = hx + rx * 0.95;
      const y = hy - ry * 0.25;
      return `<g transform="rotate(-58 ${f1(x)} ${f1(y)})"><rect x="${f1(x - 70)}" y="${f1(y - 6)}" width="110" height="12" rx="2" fill="${colors.pencil}"/><rect x="${f1(x - 82)}" y="${f1(y - 6)}" width="14" height="12" fill="#e9a0a8"/><path d="M${f1(x + 40)},${f1(y - 6)}L${f1(x + 60)},${f1(y)}L${f1(x + 40)},${f1(y + 6)}Z" fill="#f3d9b1"/><path d="M${f1(x + 53)},${f1(y - 2)}L${f1(x + 60)},${f1(y)}L${f1(x + 53)},${f1(y + 2)}Z" fill="#2a2a2a"/></g>`;
    }
    case 'earrings':
      return (
        circle(hx - rx * 1.0, hy + 42, 7, `fill="${colors.earrings}"`) +
        circle(hx + rx * 1.0, hy + 42, 7, `fill="${colors.earrings}"`)
      );
    case 'hoops':
      return (
        circle(
          hx - rx * 1.0,
          hy + 48,
          12,
          `fill="none" stroke="${colors.earrings}" stroke-width="3.5"`,
        ) +
        circle(
          hx + rx * 1.0,
          hy + 48,
          12,
          `fill="none" stroke="${colors.earrings}" stroke-width="3.5"`,
        )
      );
    default:
      return '';
  }
}
