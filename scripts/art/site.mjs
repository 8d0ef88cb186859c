// Site chrome: how-it-works steps, error page, auth panel, heroes, banner, avatar, og, logo.
import { makeNoise } from './prng.mjs';
import { BRAND as B, mix, lighten, darken } from './color.mjs';
import {
  linear,
  radial,
  blurFilter,
  rect,
  circle,
  ellipse,
  path,
  poly,
  smooth,
  blob,
  f1,
} from './svg.mjs';
import { watercolorHills } from './landscapes.mjs';
import { flowLines, linePath, sprig } from './ink.mjs';
import { miniArt } from './scenes.mjs';
import { pencil } from './blog.mjs';

export const DROP = 'M50,6C50,6 16,44 16,66A34,34 0 0 0 84,66C84,44 50,6 50,6Z';

/** Glossy paint-drop mark with a brush swoosh, in a 100x100 box. */
export function logoMark(id = 'lg', { swoosh = true } = {}) {
  const defs = linear(
    `${id}d`,
    [
      [0, B.ochre],
      [0.55, B.vermilion],
      [1, B.plum],
    ],
    { x1: 0.2, y1: 0, x2: 0.8, y2: 1 },
  );
  let body = swoosh
    ? path(
        'M8,88C30,70 62,96 94,74',
        `fill="none" stroke="${B.cerulean}" stroke-width="9" stroke-linecap="round"`,
      )
    : '';
  body += path(DROP, `fill="url(#${id}d)"`);
  body +=
    path('M36,52C38,40 46,30 50,24C46,34 42,46 42,58Z', 'fill="#fff" opacity="0.75"') +
    ellipse(38, 68, 4, 6, 'fill="#fff" opacity="0.6"');
  return { defs, body };
}

const backdrop = (w, h, rng, col = B.paper) => {
  let out = rect(0, 0, w, h, `fill="${col}"`);
  for (let i = 0; i < 4; i++)
    out += path(
      blob(rng, rng.range(0, w), rng.range(0, h), w * 0.22, h * 0.2),
      `fill="${[lighten(B.ochre, 0.6), lighten(B.cerulean, 0.7), lighten(B.sage, 0.6), lighten(B.vermilion, 0.7)][i]}"`,
    );
  return out;
};

export function stepWatch(rng, w, h) {
  let b = backdrop(w, h, rng);
  b +=
    rect(110, 70, 420, 270, `fill="${B.ink}" rx="16"`) +
    rect(126, 86, 388, 238, 'fill="#fbf7f0" rx="6"');
  b += miniArt(rng, 140, 100, 360, 200, 0);
  b +=
    circle(320, 200, 38, 'fill="#1f1b2e" opacity="0.75"') +
    path('M308,180L342,200L308,220Z', 'fill="#fff"');
  b +=
    rect(140, 308, 360, 6, 'fill="#ddd" rx="3"') +
    rect(140, 308, 150, 6, `fill="${B.vermilion}" rx="3"`) +
    circle(290, 311, 8, `fill="${B.vermilion}"`);
  b +=
    path('M290,340L350,340L370,400L270,400Z', `fill="${darken(B.ink, 0.1)}"`) +
    rect(220, 398, 200, 14, `fill="${B.ink}" rx="7"`);
  return { defs: '', body: b };
}

export function stepPractice(rng, w, h) {
  const defs = linear(
    'stk',
    [
      [0, B.vermilion],
      [0.5, B.ochre],
      [1, B.cerulean],
    ],
    { x2: 1, y2: 0 },
  );
  let b = backdrop(w, h, rng);
  b += `<g transform="rotate(-8 320 240)">${rect(120, 90, 400, 300, 'fill="#000" opacity="0.15" rx="26" transform="translate(8 10)"')}${rect(120, 90, 400, 300, `fill="${B.ink}" rx="26"`)}${rect(142, 112, 356, 256, 'fill="#fbf7f0" rx="8"')}`;
  b += path(
    smooth([
      [170, 320],
      [230, 220],
      [300, 280],
      [370, 170],
      [440, 230],
    ]),
    'fill="none" stroke="url(#stk)" stroke-width="14" stroke-linecap="round"',
  );
  b +=
    path(
      smooth([
        [175, 340],
        [260, 330],
        [330, 345],
      ]),
      `fill="none" stroke="${B.sage}" stroke-width="6" stroke-linecap="round" opacity="0.7"`,
    ) + '</g>';
  b += `<g transform="rotate(30 470 200)">${rect(460, 40, 22, 190, `fill="${B.plum}" rx="11"`)}${path('M460,230L471,262L482,230Z', `fill="${B.paper}"`)}${path('M467,252L471,262L475,252Z', `fill="${B.ink}"`)}</g>`;
  return { defs, body: b };
}

export function stepShare(rng, w, h) {
  const heart = (x, y, s, c) =>
    path(
      `M${x},${y + s * 0.9}C${x - s * 1.4},${y} ${x - s * 0.8},${y - s} ${x},${y - s * 0.35}C${x + s * 0.8},${y - s} ${x + s * 1.4},${y} ${x},${y + s * 0.9}Z`,
      `fill="${c}"`,
    );
  let b = backdrop(w, h, rng);
  b +=
    rect(150, 110, 250, 300, 'fill="#000" opacity="0.12" rx="14" transform="translate(8 8)"') +
    rect(150, 110, 250, 300, 'fill="#fff" rx="14"');
  b +=
    miniArt(rng, 166, 126, 218, 200, 3) +
    rect(166, 340, 120, 12, 'fill="#e9e2d6" rx="6"') +
    rect(166, 362, 80, 12, 'fill="#e9e2d6" rx="6"');
  b += heart(355, 364, 16, B.vermilion);
  const bubble = (x, y, bw, bh, c, inner) =>
    rect(x, y, bw, bh, `fill="${c}" rx="${bh / 2}"`) +
    path(`M${x + 24},${y + bh - 2}l-8,20l26,-20Z`, `fill="${c}"`) +
    inner;
  b += bubble(
    380,
    80,
    150,
    64,
    B.cerulean,
    heart(430, 112, 14, '#fff') + heart(478, 112, 14, '#fff'),
  );
  b += bubble(420, 180, 120, 56, B.ochre, heart(480, 208, 14, B.paper));
  b += bubble(
    400,
    270,
    140,
    56,
    B.sage,
    circle(440, 298, 6, 'fill="#fff"') +
      circle(470, 298, 6, 'fill="#fff"') +
      circle(500, 298, 6, 'fill="#fff"'),
  );
  for (const [x, y, s] of [
    [110, 90, 12],
    [560, 380, 16],
    [110, 420, 10],
    [580, 60, 9],
  ])
    b += heart(x, y, s, rng.pick([B.vermilion, B.plum, B.ochre]));
  return { defs: '', body: b };
}

export function errorArt(rng, w, h) {
  let defs = '';
  let b = rect(0, 0, w, h, `fill="${B.paper}"`) + rect(0, 330, w, 150, 'fill="#efe6d6"');
  b += path(blob(rng, 330, 370, 210, 48, { n: 12, jitter: 0.35 }), `fill="${B.ink}"`);
  for (let i = 0; i < 7; i++)
    b += circle(rng.range(120, 560), rng.range(330, 430), rng.range(4, 12), `fill="${B.ink}"`);
  b += ellipse(300, 360, 60, 8, 'fill="#4a4560" opacity="0.8"');
  b += `<g transform="rotate(-100 230 300)">${rect(180, 250, 110, 120, `fill="${lighten(B.cerulean, 0.2)}" opacity="0.9" rx="18"`)}${rect(210, 215, 50, 40, `fill="${lighten(B.cerulean, 0.2)}" opacity="0.9"`)}${rect(204, 196, 62, 24, `fill="${B.plum}" rx="5"`)}${rect(195, 300, 80, 50, `fill="${B.paper}" rx="4"`)}${circle(235, 325, 12, `fill="${B.vermilion}"`)}</g>`;
  b += `<g transform="rotate(12 470 230)">${pencil(430, 230, 90, 0, B.ochre)}</g>`;
  b += `<g transform="rotate(-22 520 300)">${rect(520, 291, 70, 18, `fill="${B.ochre}"`)}${path('M590,291L624,300L590,309Z', 'fill="#f3d9b1"')}${path('M612,296.8L624,300L612,303.2Z', `fill="${B.ink}"`)}</g>`;
  b += path(
    'M560,250l14,-10M566,262l18,-2M556,240l4,-16',
    `stroke="${B.ink}" stroke-width="3" stroke-linecap="round"`,
  );
  return { defs, body: b };
}

export function authArt(rng, w, h) {
  const wc = watercolorHills(rng, w, h, 'au', {
    paper: B.paper,
    sky: [lighten(B.ochre, 0.45), lighten(B.vermilion, 0.5), lighten(B.cerulean, 0.55)],
    hills: [lighten(B.sage, 0.3), B.sage, B.cerulean, B.plum, B.ink],
    sun: B.vermilion,
  });
  let body = wc.body;
  for (let i = 0; i < 7; i++)
    body += sprig(
      rng,
      rng.range(40, w - 40),
      h + 10,
      rng.range(200, 380),
      -Math.PI / 2 + rng.range(-0.35, 0.35),
      {
        stroke: B.ink,
        width: 1.8,
        fill: B.paper,
        fillOpacity: 0.85,
        leaf: 0.18,
        flower: i % 3 === 0 ? { r: 22, fill: B.ochre } : undefined,
      },
    );
  return { defs: wc.defs, body };
}

/** Dark-left flow field; line opacity ramps up to the right so headlines stay readable. */
export function flowBanner(
  rng,
  w,
  h,
  {
    bg = [B.ink, '#2a2340', B.plum],
    sep = 10,
    fade = 0.35,
    colors = [B.vermilion, B.ochre, B.cerulean, B.sage, B.paper],
  } = {},
) {
  const noise = makeNoise(rng);
  const defs =
    linear(
      'fb',
      bg.map((c, i) => [i / (bg.length - 1), c]),
      { x2: 1, y2: 0 },
    ) +
    radial('fbg', [
      [0, B.vermilion, 0.35],
      [1, B.vermilion, 0],
    ]);
  let body =
    rect(0, 0, w, h, 'fill="url(#fb)"') + circle(w * 0.82, h * 0.4, h * 0.9, 'fill="url(#fbg)"');
  const lines = flowLines(rng, noise, w, h, {
    sep,
    scale: 1.6 / w,
    turn: 0.9,
    step: 4,
    minPts: 20,
  });
  for (const pts of lines) {
    const [x] = pts[Math.floor(pts.length / 2)];
    const t = Math.max(0, (x / w - fade) / (1 - fade));
    if (t <= 0.02) continue;
    body += path(
      linePath(pts, 3),
      `fill="none" stroke="${rng.pick(colors)}" stroke-width="${f1(rng.range(1.2, 3.4))}" stroke-linecap="round" opacity="${f1(Math.min(0.9, t * 0.95))}"`,
    );
  }
  return { defs, body };
}

export function ogArt(rng, w, h) {
  const fb = flowBanner(rng, w, h, { fade: 0.05, sep: 12 });
  const mark = logoMark('og');
  const body =
    fb.body +
    circle(w * 0.32, h * 0.5, 220, `fill="${B.ink}" opacity="0.55"`) +
    `<svg x="${w * 0.32 - 170}" y="${h * 0.5 - 170}" width="340" height="340" viewBox="0 0 100 100">${mark.body}</svg>`;
  return { defs: fb.defs + mark.defs, body };
}

export { mix, poly, blurFilter };
