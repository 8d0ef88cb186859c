// Blog cards 5-9 (800x480) and the full ordered list.
import { lighten } from './color.mjs';
import { linear, rect, circle, ellipse, path, poly, smooth, f1 } from './svg.mjs';
import { leafPath } from './ink.mjs';
import { frame, plant } from './scenes.mjs';

import { blogA, pencil } from './blog-tools.mjs';

const W = 800;
const H = 480;

function composition(_rng) {
  let b = rect(0, 0, W, H, 'fill="#fbf7f0"');
  b +=
    rect(100, 60, 600, 360, 'fill="#98c1d9"') +
    rect(100, 300, 600, 120, 'fill="#3d5a80"') +
    path('M100,300L260,220L380,280L500,200L700,300Z', 'fill="#6c8db5"');
  b +=
    circle(500, 180, 36, 'fill="#f3a712"') +
    path('M300,300L300,250L310,250L310,300Z', 'fill="#1f1b2e"') +
    circle(305, 238, 22, 'fill="#2b3a4a"');
  b += path(
    'M300,60V420M500,60V420M100,180H700M100,300H700',
    'stroke="#e4572e" stroke-width="2.5" stroke-dasharray="10 8"',
  );
  for (const [x, y] of [
    [300, 180],
    [500, 180],
    [300, 300],
    [500, 300],
  ])
    b += circle(x, y, 9, 'fill="none" stroke="#e4572e" stroke-width="3"');
  b += rect(100, 60, 600, 360, 'fill="none" stroke="#1f1b2e" stroke-width="6"');
  const spiral = [];
  for (let t = 0; t < 14; t += 0.2)
    spiral.push([
      500 + Math.cos(t) * 3 * Math.exp(t * 0.3) * 0.6,
      180 + Math.sin(t) * 3 * Math.exp(t * 0.3) * 0.4,
    ]);
  b += `<clipPath id="cmp"><rect x="100" y="60" width="600" height="360"/></clipPath><g clip-path="url(#cmp)">${path(smooth(spiral), 'fill="none" stroke="#fbf7f0" stroke-width="2" opacity="0.6"')}</g>`;
  return { defs: '', body: b };
}

function layers(_rng) {
  let b = rect(0, 0, W, H, 'fill="#2e86ab"') + circle(650, 80, 140, 'fill="#3a97bd"');
  const iso = (x, y, w, d) => [
    [x, y],
    [x + w, y - w * 0.5],
    [x + w + d, y - w * 0.5 + d * 0.5],
    [x + d, y + d * 0.5],
  ];
  const fills = ['#fbf7f0', '#f3a712', '#e4572e', '#6c3a5c'];
  for (let i = 3; i >= 0; i--) {
    const y = 250 + i * 55;
    const q = iso(240, y, 200, 220);
    b +=
      path(poly(q.map(([x, yy]) => [x, yy + 10])), 'fill="#000" opacity="0.15"') +
      path(poly(q), `fill="${fills[i]}" opacity="${i === 0 ? 1 : 0.92}"`);
    if (i === 0) {
      b +=
        path(
          poly([
            [300, 245],
            [380, 205],
            [420, 225],
            [340, 265],
          ]),
          'fill="#7a9e7e"',
        ) +
        path(
          `M290,270Q360,260 400,290Q440,300 470,280`,
          'fill="none" stroke="#1f1b2e" stroke-width="4" stroke-linecap="round"',
        );
      b += ellipse(430, 240, 22, 11, 'fill="#e4572e"');
    }
  }
  b += `<g transform="rotate(35 620 230)">${rect(600, 120, 18, 200, 'fill="#1f1b2e" rx="9"')}${path('M600,320L609,350L618,320Z', 'fill="#fbf7f0"')}${rect(600, 170, 18, 14, 'fill="#f3a712"')}</g>`;
  return { defs: '', body: b };
}

function leaves(rng) {
  let b = rect(0, 0, W, H, 'fill="#f4ecd8"');
  const greens = ['#7a9e7e', '#4f7a5a', '#a8c686', '#3f6b5a', '#f3a712', '#e4572e'];
  for (let i = 0; i < 22; i++) {
    const x = rng.range(40, 760);
    const y = rng.range(30, 450);
    const a = rng.range(0, Math.PI * 2);
    const l = rng.range(90, 170);
    const c = rng.chance(0.18) ? rng.pick(greens.slice(4)) : rng.pick(greens.slice(0, 4));
    b += path(leafPath(x, y, a, l, l * 0.32), `fill="${c}"`);
    let v = `M${f1(x)},${f1(y)}L${f1(x + Math.cos(a) * l * 0.9)},${f1(y + Math.sin(a) * l * 0.9)}`;
    for (let k = 1; k < 5; k++) {
      const px = x + Math.cos(a) * l * k * 0.18;
      const py = y + Math.sin(a) * l * k * 0.18;
      for (const s of [-1, 1])
        v += `M${f1(px)},${f1(py)}l${f1(Math.cos(a + s * 0.7) * l * 0.16)},${f1(Math.sin(a + s * 0.7) * l * 0.16)}`;
    }
    b += path(
      v,
      `fill="none" stroke="${lighten(c, 0.35)}" stroke-width="1.6" stroke-linecap="round"`,
    );
  }
  return { defs: '', body: b };
}

function hands(_rng) {
  let b = rect(0, 0, W, H, 'fill="#e9d8bd"');
  const st = 'fill="#f4e6cf" stroke="#3a2b33" stroke-width="2.5"';
  const hand = (x, y, s, rot, spread) => {
    let g = `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">`;
    g += rect(-55, -10, 110, 120, `${st} rx="30"`);
    for (let i = 0; i < 4; i++) {
      const fx = -40 + i * 27;
      const a = (i - 1.5) * spread;
      const lens = [40 - Math.abs(i - 1.5) * 6, 30, 24];
      let top = 0;
      g += `<g transform="rotate(${a} ${fx} -5)">`;
      lens.forEach((len, k) => {
        top -= len;
        g += rect(fx - 11 + k, top - 2, 22 - k * 2, len + 4, `${st} rx="10"`);
      });
      g += '</g>';
    }
    g += `<g transform="rotate(-48 -50 70)">${rect(-62, 14, 26, 50, `${st} rx="12"`)}${rect(-61, -22, 24, 40, `${st} rx="11"`)}</g>`;
    g += path(
      'M-55,30Q0,10 55,30',
      'fill="none" stroke="#b8452f" stroke-width="2" stroke-dasharray="6 5"',
    );
    return g + '</g>';
  };
  b += hand(260, 270, 1.15, -15, 6) + hand(560, 250, 1, 20, 14);
  b += path(
    'M120,420Q300,380 420,430M470,80Q600,60 700,120',
    'fill="none" stroke="#3a2b33" stroke-width="1.2" opacity="0.35"',
  );
  return { defs: '', body: b };
}

function career(rng) {
  let defs = linear('wall', [
    [0, '#6c3a5c'],
    [1, '#4d2743'],
  ]);
  let b = rect(0, 0, W, H, 'fill="url(#wall)"') + rect(0, 400, W, 80, 'fill="#2b1a28"');
  b +=
    frame(rng, 90, 90, 180, 230, { frame: '#c9a227', kind: 3 }) +
    frame(rng, 310, 60, 200, 150, { frame: '#fbf7f0', kind: 0 }) +
    frame(rng, 310, 240, 95, 120, { frame: '#1f1b2e', kind: 1 }) +
    frame(rng, 425, 240, 85, 120, { frame: '#1f1b2e', kind: 2 }) +
    frame(rng, 550, 100, 170, 200, { frame: '#c9a227', kind: 4 });
  b +=
    rect(600, 320, 60, 8, 'fill="#fbf7f0"') +
    circle(700, 370, 22, 'fill="#e4572e"') +
    path('M692,372l6,6l12,-14', 'fill="none" stroke="#fbf7f0" stroke-width="4"');
  b += plant(rng, 60, 400, 60, '#f3a712', '#7a9e7e');
  return { defs, body: b };
}

export const blog = [...blogA, composition, layers, leaves, hands, career];
export { W as BLOG_W, H as BLOG_H, pencil };
