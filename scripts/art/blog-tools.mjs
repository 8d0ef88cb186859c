// Blog cards 1-4 (800x480): sketchbook, swatches, brushes, lighting.
import { darken, lighten } from './color.mjs';
import { radial, blurFilter, rect, circle, ellipse, path, smooth } from './svg.mjs';
import { hatch } from './ink.mjs';
import {} from './scenes.mjs';

const W = 800;
const H = 480;
const INK = '#1f1b2e';

function pencil(x, y, len, ang, col = '#f3a712') {
  return `<g transform="rotate(${ang} ${x} ${y})">${rect(x, y - 9, len, 18, `fill="${col}" rx="2"`)}${rect(x, y - 3, len, 6, `fill="${darken(col, 0.15)}"`)}${rect(x - 22, y - 9, 24, 18, 'fill="#e9a0a8" rx="4"')}${rect(x - 4, y - 9, 8, 18, 'fill="#b8b8c0"')}${path(`M${x + len},${y - 9}L${x + len + 34},${y}L${x + len},${y + 9}Z`, 'fill="#f3d9b1"')}${path(`M${x + len + 22},${y - 3.2}L${x + len + 34},${y}L${x + len + 22},${y + 3.2}Z`, `fill="${INK}"`)}</g>`;
}

function sketchbook(rng) {
  let b = rect(0, 0, W, H, 'fill="#7a9e7e"') + rect(0, 0, W, H, 'fill="#5f8a66" opacity="0.0"');
  b +=
    rect(128, 78, 560, 350, 'fill="#000" opacity="0.18" rx="10"') +
    rect(110, 60, 280, 350, 'fill="#fbf7f0" rx="6"') +
    rect(410, 60, 280, 350, 'fill="#fbf7f0" rx="6"');
  for (let y = 80; y < 400; y += 22)
    b += circle(400, y, 7, 'fill="none" stroke="#55555f" stroke-width="3"');
  const pen = `fill="none" stroke="${INK}" stroke-linecap="round"`;
  b +=
    circle(190, 140, 40, `${pen} stroke-width="2"`) +
    ellipse(190, 140, 40, 12, `${pen} stroke-width="1" opacity="0.4"`);
  b += `<clipPath id="sb"><circle cx="190" cy="140" r="40"/></clipPath><g clip-path="url(#sb)">${hatch(rng, 190, 130, 50, 60, -0.8, 5, `stroke="${INK}" stroke-width="1" opacity="0.6"`)}</g>`;
  b += path(
    'M270,110L340,100L350,160L280,172ZM270,110L290,95L356,88L340,100M356,88L366,146L350,160',
    `${pen} stroke-width="2" stroke-linejoin="round"`,
  );
  b += path(
    smooth([
      [140, 330],
      [190, 260],
      [230, 300],
      [270, 240],
      [360, 320],
    ]),
    `${pen} stroke-width="2"`,
  );
  for (let i = 0; i < 6; i++)
    b += path(
      `M${150 + i * 35},${350 + (i % 2) * 6}l22,-14`,
      `${pen} stroke-width="1.4" opacity="0.6"`,
    );
  b += path(
    smooth(
      [
        [450, 250],
        [480, 150],
        [540, 110],
        [600, 140],
        [630, 250],
        [600, 330],
        [540, 350],
        [480, 320],
      ],
      true,
    ),
    `${pen} stroke-width="2"`,
  );
  b += path('M470,225H620M540,115V345', `${pen} stroke-width="1" opacity="0.35"`);
  b +=
    circle(505, 215, 9, `fill="${INK}"`) +
    circle(575, 215, 9, `fill="${INK}"`) +
    path('M510,285Q540,305 570,285', `${pen} stroke-width="3"`);
  b += path('M460,380L560,380M460,395L620,395', `${pen} stroke-width="2" opacity="0.3"`);
  b += pencil(540, 420, 190, -18, '#e4572e');
  return { defs: '', body: b };
}

function swatches(_rng) {
  let b = rect(0, 0, W, H, 'fill="#1f1b2e"');
  const cols = [
    '#264653',
    '#2a9d8f',
    '#7a9e7e',
    '#e9c46a',
    '#f3a712',
    '#f4a261',
    '#e4572e',
    '#c0392b',
    '#6c3a5c',
    '#2e86ab',
  ];
  cols.forEach((c, i) => {
    const a = -60 + i * 12;
    b += `<g transform="rotate(${a} 400 430)">${rect(368, 120, 64, 300, 'fill="#000" opacity="0.25" rx="8" transform="translate(5 5)"')}${rect(368, 120, 64, 300, 'fill="#fbf7f0" rx="8"')}${rect(374, 126, 52, 200, `fill="${c}" rx="5"`)}${rect(374, 334, 52, 10, `fill="${lighten(c, 0.3)}"`)}${rect(374, 350, 52, 10, `fill="${lighten(c, 0.55)}"`)}</g>`;
  });
  b += circle(400, 430, 14, 'fill="#c9a227" stroke="#1f1b2e" stroke-width="4"');
  return { defs: '', body: b };
}

function brushes(_rng) {
  let b = rect(0, 0, W, H, 'fill="#f3a712"') + circle(640, 110, 160, 'fill="#f7bd45"');
  b += path(
    smooth([
      [60, 420],
      [250, 380],
      [420, 430],
      [760, 390],
    ]),
    'fill="none" stroke="#e4572e" stroke-width="38" stroke-linecap="round" opacity="0.9"',
  );
  const tips = ['#e4572e', '#2e86ab', '#1f1b2e', '#7a9e7e', '#6c3a5c'];
  for (let i = 0; i < 5; i++) {
    const a = -20 + i * 10;
    b +=
      `<g transform="rotate(${a} 300 350)">${rect(294, 90, 12, 170, `fill="${['#8b5e3c', '#1f1b2e', '#c0392b', '#2e86ab', '#fbf7f0'][i]}" rx="5"`)}${rect(292, 250, 16, 26, 'fill="#c9c9d1"')}${path('M292,276Q300,330 308,276Z', `fill="${tips[i]}"`)}</g>`.replace(
        'Q300,330 308,276',
        'L300,316L308,276',
      );
  }
  b +=
    path('M230,300L370,300L356,420Q300,432 244,420Z', 'fill="#bfe0ea" opacity="0.85"') +
    path('M236,330L364,330', 'stroke="#fff" stroke-width="4" opacity="0.6"');
  b += pencil(430, 440, 200, -8, '#2e86ab') + pencil(470, 380, 160, -30, '#7a9e7e');
  b += `<g transform="rotate(-20 600 250)">${rect(520, 220, 160, 60, 'fill="#fbf7f0" rx="10"')}${rect(520, 220, 50, 60, 'fill="#e4572e" rx="6"')}${rect(680, 238, 20, 24, 'fill="#55555f"')}</g>`;
  b += path(
    smooth([
      [470, 275],
      [440, 300],
      [455, 320],
    ]),
    'fill="none" stroke="#e4572e" stroke-width="16" stroke-linecap="round"',
  );
  return { defs: '', body: b };
}

function lighting(_rng) {
  let defs =
    radial(
      'ball',
      [
        [0, '#fff6e0'],
        [0.4, '#f3a712'],
        [0.85, '#8a3f1c'],
        [1, '#5a2a1a'],
      ],
      { cx: 0.35, cy: 0.3, r: 0.75, fx: 0.3, fy: 0.25 },
    ) + blurFilter('lsh', 10);
  defs += radial('lamp', [
    [0, '#fff3cf', 0.8],
    [1, '#fff3cf', 0],
  ]);
  let b = rect(0, 0, W, H, 'fill="#25304a"') + rect(0, 330, W, 150, 'fill="#1a2236"');
  b += circle(150, 90, 160, 'fill="url(#lamp)"') + circle(150, 90, 26, 'fill="#fff3cf"');
  b += path('M170,110L610,390L470,420Z', 'fill="#fff3cf" opacity="0.06"');
  b += ellipse(560, 380, 170, 34, 'fill="#06080f" opacity="0.6" filter="url(#lsh)"');
  b += circle(440, 260, 120, 'fill="url(#ball)"');
  b += path(
    'M330,372Q440,410 550,372',
    'fill="none" stroke="#f3a712" stroke-width="2" opacity="0.4"',
  );
  return { defs, body: b };
}

export const blogA = [sketchbook, swatches, brushes, lighting];
export { pencil };
