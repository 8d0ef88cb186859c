// Flat-vector portrait generator (instructors, students, painted portrait course card).
import { darken, lighten, mix } from './color.mjs';
import { smooth, circle, ellipse, path, rect, f1, poly, linear } from './svg.mjs';
import { hairBack, hairFront, beard, accessory } from './hair.mjs';
import { leafPath } from './ink.mjs';

export const W = 480;
export const H = 560;

function background(rng, kind, pal) {
  const [bg, a, b, c] = pal;
  if (kind === 'none') return '';
  let out = rect(0, 0, W, H, `fill="${bg}"`);
  switch (kind) {
    case 'circle':
      out += circle(240, 250, 185, `fill="${a}"`);
      for (let i = 0; i < 40; i++)
        out += circle(rng.next() * W, rng.next() * H, rng.range(2, 4), `fill="${b}" opacity="0.6"`);
      break;
    case 'bauhaus':
      out += path(`M0,${H}L0,300A180,180 0 0 1 180,480Z`, `fill="${a}"`);
      out += rect(330, 0, 150, 230, `fill="${b}"`);
      out += circle(390, 120, 60, `fill="${c}"`);
      out += path(`M40,40L160,40L40,160Z`, `fill="${c}" opacity="0.9"`);
      out += path(`M300,${H}A110,110 0 0 1 480,${H - 60}L480,${H}Z`, `fill="${a}" opacity="0.6"`);
      break;
    case 'strokes':
      for (let i = 0; i < 7; i++) {
        const y = rng.range(40, 520);
        const col = [a, b, c][i % 3];
        out += path(
          smooth([
            [-30, y],
            [160, y + rng.range(-40, 40)],
            [320, y + rng.range(-40, 40)],
            [510, y + rng.range(-30, 30)],
          ]),
          `fill="none" stroke="${col}" stroke-width="${f1(rng.range(28, 60))}" stroke-linecap="round" opacity="0.85"`,
        );
      }
      break;
    case 'arch':
      out += path(`M90,${H}L90,230A150,150 0 0 1 390,230L390,${H}Z`, `fill="${a}"`);
      out += path(`M130,${H}L130,240A110,110 0 0 1 350,240L350,${H}Z`, `fill="${b}"`);
      out += circle(400, 90, 34, `fill="${c}"`);
      break;
    case 'leaves':
      for (let i = 0; i < 18; i++) {
        const x = rng.pick([rng.range(-20, 140), rng.range(340, 500)]);
        const y = rng.range(-20, 520);
        const len = rng.range(70, 140);
        out += path(
          leafPath(x, y, rng.range(0, Math.PI * 2), len, len * 0.3),
          `fill="${rng.pick([a, b, c])}" opacity="0.9"`,
        );
      }
      break;
    default: {
      out += circle(120, 130, 150, `fill="${a}" opacity="0.7"`);
      out += circle(380, 420, 170, `fill="${b}" opacity="0.7"`);
      out += circle(400, 110, 60, `fill="${c}" opacity="0.8"`);
    }
  }
  return out;
}

function facePath(hx, hy, rx, ry, jaw) {
  return smooth(
    [
      [hx, hy - ry],
      [hx + rx * 0.86, hy - ry * 0.62],
      [hx + rx, hy - ry * 0.05],
      [hx + rx * jaw, hy + ry * 0.55],
      [hx + rx * 0.34, hy + ry * 0.95],
      [hx, hy + ry],
      [hx - rx * 0.34, hy + ry * 0.95],
      [hx - rx * jaw, hy + ry * 0.55],
      [hx - rx, hy - ry * 0.05],
      [hx - rx * 0.86, hy - ry * 0.62],
    ],
    true,
  );
}

function clothing(p) {
  const { shirt, collar } = p;
  const dark = darken(shirt, 0.18);
  let out = path(
    `M30,${H}C40,455 110,415 195,400L285,400C370,415 440,455 450,${H}Z`,
    `fill="${shirt}"`,
  );
  out += path(`M30,${H}C40,470 80,440 120,425L140,${H}Z`, `fill="${dark}" opacity="0.5"`);
  switch (collar) {
    case 'vneck':
      out += path(`M205,398L240,460L275,398Z`, `fill="${p.skinShade}"`);
      break;
    case 'turtle':
      out += path(`M198,372L282,372L290,410Q240,424 190,410Z`, `fill="${dark}"`);
      break;
    case 'shirt':
      out += path(`M208,398L240,430L272,398Z`, `fill="${p.skinShade}"`);
      out += path(
        `M200,392L238,438L214,452L188,410Z`,
        `fill="${lighten(p.collarColor ?? '#ffffff', 0)}"`,
      );
      out += path(`M280,392L242,438L266,452L292,410Z`, `fill="${p.collarColor ?? '#ffffff'}"`);
      break;
    case 'hoodie':
      out += path(
        `M170,398C180,440 300,440 310,398L330,410C320,470 160,470 150,410Z`,
        `fill="${dark}"`,
      );
      out += path(
        `M226,440L222,500M254,440L258,500`,
        `stroke="${lighten(shirt, 0.5)}" stroke-width="4" stroke-linecap="round"`,
      );
      break;
    default:
      out += path(`M203,398Q240,430 277,398`, `fill="none" stroke="${dark}" stroke-width="8"`);
  }
  if (p.pattern === 'stripes') {
    for (let y = 440; y < H; y += 26)
      out += path(
        `M40,${y}L440,${y}`,
        `stroke="${lighten(shirt, 0.35)}" stroke-width="9" opacity="0.7"`,
      );
  }
  return out;
}

function eyes(p, hx, y, ex) {
  const ink = p.eyeColor ?? '#2a1d1a';
  let out = '';
  for (const s of [-1, 1]) {
    const x = hx + s * ex;
    if (p.eyes === 'closed') {
      out += path(
        `M${f1(x - 13)},${f1(y)}Q${f1(x)},${f1(y + 10)} ${f1(x + 13)},${f1(y)}`,
        `fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"`,
      );
    } else if (p.eyes === 'dot') {
      out += ellipse(x, y, 7, 9, `fill="${ink}"`) + circle(x + 2.5, y - 3, 2.4, `fill="#fff"`);
    } else {
      out += path(
        `M${f1(x - 17)},${f1(y)}Q${f1(x)},${f1(y - 14)} ${f1(x + 17)},${f1(y)}Q${f1(x)},${f1(y + 10)} ${f1(x - 17)},${f1(y)}Z`,
        `fill="#fbf7f0"`,
      );
      out +=
        circle(x + s * 1, y - 1, 7.5, `fill="${ink}"`) + circle(x + 3, y - 4, 2.4, `fill="#fff"`);
      out += path(
        `M${f1(x - 18)},${f1(y)}Q${f1(x)},${f1(y - 16)} ${f1(x + 18)},${f1(y - 1)}`,
        `fill="none" stroke="${darken(p.skin, 0.6)}" stroke-width="3.2" stroke-linecap="round"`,
      );
    }
    const by = y - 24 - (p.browLift ?? 0);
    out += path(
      `M${f1(x - 17 * s * -1)},${f1(by + 3)}Q${f1(x)},${f1(by - 7)} ${f1(x + 18 * s)},${f1(by + 1)}`,
      `fill="none" stroke="${darken(p.hairColor, 0.15)}" stroke-width="6" stroke-linecap="round"`,
    );
  }
  return out;
}

/** Full portrait as SVG body (480x560 coordinate space). */
export function portrait(rng, p) {
  const hx = 240;
  const hy = 238;
  const rx = p.rx ?? 74;
  const ry = p.ry ?? 94;
  const skinShade = darken(p.skin, 0.14);
  const pp = { ...p, skinShade };
  const h = { hx, hy, rx, ry, style: p.hair, color: p.hairColor };
  let out = background(rng, p.bg, p.palette);
  out += hairBack(rng, h);
  out += clothing(pp);
  // Neck with chin shadow.
  out += path(
    `M${hx - 32},300L${hx - 34},402Q${hx},420 ${hx + 34},402L${hx + 32},300Z`,
    `fill="${skinShade}"`,
  );
  out += path(
    `M${hx - 33},330Q${hx},370 ${hx + 33},330L${hx + 33},300L${hx - 33},300Z`,
    `fill="${darken(p.skin, 0.26)}" opacity="0.6"`,
  );
  out +=
    ellipse(hx - rx + 2, hy + 8, 13, 21, `fill="${skinShade}"`) +
    ellipse(hx + rx - 2, hy + 8, 13, 21, `fill="${skinShade}"`);
  const face = facePath(hx, hy, rx, ry, p.jaw ?? 0.82);
  out += path(face, `fill="${p.skin}"`);
  // One-sided soft shade gives the flat face some volume.
  out += `<clipPath id="fc${p.id}"><path d="${face}"/></clipPath>`;
  out += `<g clip-path="url(#fc${p.id})">${ellipse(hx + rx * 1.05, hy + 10, rx * 0.45, ry * 1.2, `fill="${skinShade}" opacity="0.55"`)}</g>`;
  if (p.beard) out += beard(h, p.hairColor, p.beard === 'full');
  const ey = hy + 4;
  out += eyes(pp, hx, ey, rx * 0.42);
  out += path(
    `M${hx - 3},${ey + 16}Q${hx + 9},${ey + 40} ${hx - 6},${ey + 46}`,
    `fill="none" stroke="${darken(p.skin, 0.3)}" stroke-width="3.5" stroke-linecap="round"`,
  );
  const my = ey + 66;
  const mw = p.mouthW ?? 22;
  if (p.mouth === 'open') {
    out += path(
      `M${hx - mw},${my}Q${hx},${my + 4} ${hx + mw},${my}Q${hx},${my + 30} ${hx - mw},${my}Z`,
      `fill="#6b2330"`,
    );
    out += path(
      `M${hx - mw + 4},${my + 2}Q${hx},${my + 6} ${hx + mw - 4},${my + 2}L${hx + mw - 8},${my + 7}Q${hx},${my + 10} ${hx - mw + 8},${my + 7}Z`,
      `fill="#fff"`,
    );
  } else {
    out += path(
      `M${hx - mw},${my}Q${hx},${my + 16} ${hx + mw},${my}`,
      `fill="none" stroke="${p.lips ?? darken(p.skin, 0.45)}" stroke-width="5" stroke-linecap="round"`,
    );
  }
  if (!p.beard)
    out +=
      ellipse(hx - rx * 0.58, ey + 38, 16, 9, `fill="${p.blush ?? '#e8747c'}" opacity="0.28"`) +
      ellipse(hx + rx * 0.58, ey + 38, 16, 9, `fill="${p.blush ?? '#e8747c'}" opacity="0.28"`);
  if (p.freckles)
    for (let i = 0; i < 12; i++)
      out += circle(
        hx + rng.pick([-1, 1]) * rng.range(20, 50),
        ey + rng.range(22, 40),
        1.8,
        `fill="${darken(p.skin, 0.35)}" opacity="0.7"`,
      );
  if (p.smudge)
    out += path(
      smooth([
        [hx + 30, ey + 45],
        [hx + 52, ey + 38],
        [hx + 58, ey + 50],
      ]),
      `fill="none" stroke="${p.smudge}" stroke-width="7" stroke-linecap="round" opacity="0.85"`,
    );
  out += hairFront(rng, h);
  for (const a of p.acc ?? []) out += accessory(rng, h, a, p.accColors ?? {});
  return out;
}

/** Neutral default avatar: silhouette bust on a soft gradient. */
export function silhouette(bg, fg) {
  const defs = linear('avbg', [
    [0, lighten(bg, 0.18)],
    [1, bg],
  ]);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#avbg)"/>` +
    circle(240, 215, 92, `fill="${fg}"`) +
    path(`M50,${H}C60,420 150,352 240,352C330,352 420,420 430,${H}Z`, `fill="${fg}"`);
  return { defs, body };
}

export { mix, poly };
