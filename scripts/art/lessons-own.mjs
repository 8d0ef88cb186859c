// Exercise references drawn for one course each (800x400), so that no course's exercise shows a
// picture of another course's subject: painted landscapes and a lit sphere for digital painting,
// hazy ridges for perspective, shape-built characters and an expression sheet for character
// design, creatures in their forest, a comic page, colour studies, and location subjects.
import { mountains, watercolorHills } from './landscapes.mjs';
import { creatureForest } from './creature.mjs';
import { comicPage } from './comics.mjs';
import { colorWheel } from './geometric.mjs';
import {
  doc,
  grainFilter,
  grainRect,
  radial,
  rect,
  circle,
  ellipse,
  path as svgPath,
  poly,
} from './svg.mjs';

const W = 800;
const H = 400;
const INK = '#1f1b24';

/** A scene drawn for 800x520, cropped to the 2:1 band starting at `top`. */
export const cropped = (art, top = 60) =>
  doc(W, H, art.body + grainRect('lg', W, 520), {
    defs: art.defs + grainFilter('lg', { alpha: 0.04 }),
    viewBox: `0 ${top} ${W} ${H}`,
  });

const onPaper = (body, paper = '#f7f1e6', defs = '') =>
  doc(W, H, rect(0, 0, W, H, `fill="${paper}"`) + body + grainRect('lg', W, H), {
    defs: defs + grainFilter('lg', { alpha: 0.05 }),
  });

/** A sphere lit warm from the upper left, its shadow cool, on a table: for painting light. */
function litSphere(id, cx, cy, r, light, shadow) {
  const defs = radial(
    id,
    [
      [0, '#fff3dc'],
      [0.35, light],
      [0.8, shadow],
      [1, shadow],
    ],
    { cx: 0.35, cy: 0.32, r: 0.75 },
  );
  const body =
    ellipse(cx + r * 0.45, cy + r * 0.92, r * 1.2, r * 0.22, `fill="${shadow}" opacity="0.55"`) +
    circle(cx, cy, r, `fill="url(#${id})"`) +
    circle(cx - r * 0.38, cy - r * 0.4, r * 0.12, 'fill="#fffaf0" opacity="0.8"');
  return { defs, body };
}

function digitalSphere() {
  const table = rect(0, 290, W, 110, 'fill="#c9b59a"') + rect(0, 0, W, 290, 'fill="#3b4a6b"');
  const one = litSphere('ds', 400, 200, 110, '#f29b4b', '#3d4f8a');
  return onPaper(table + one.body, '#3b4a6b', one.defs);
}

/** Three characters, each built from one shape: round and friendly, square and solid, sharp. */
function characterShapes() {
  const line = `stroke="${INK}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"`;
  const eyes = (x, y, gap) =>
    circle(x - gap, y, 6, `fill="${INK}"`) + circle(x + gap, y, 6, `fill="${INK}"`);
  const limbs = (pts) => pts.map((d) => svgPath(d, `fill="none" ${line}`)).join('');
  const round =
    limbs(['M110,300 L95,350', 'M170,300 L185,350', 'M85,230 L50,260', 'M195,230 L230,260']) +
    circle(140, 240, 75, `fill="#f2b8a0" ${line}`) +
    circle(140, 135, 45, `fill="#f7d5c2" ${line}`) +
    eyes(140, 130, 15) +
    svgPath('M125,152 Q140,165 155,152', `fill="none" ${line}`);
  const square =
    limbs(['M355,320 L355,365', 'M445,320 L445,365', 'M320,220 L290,300', 'M480,220 L510,300']) +
    rect(320, 180, 160, 140, `rx="10" fill="#7a9e7e" ${line}`) +
    rect(350, 80, 100, 95, `rx="6" fill="#c9dcb6" ${line}`) +
    eyes(400, 120, 22) +
    svgPath('M380,150 L420,150', `fill="none" ${line}`);
  const sharp =
    limbs(['M630,320 L615,365', 'M670,320 L690,365', 'M610,200 L570,170', 'M690,200 L735,240']) +
    svgPath(
      poly([
        [650, 150],
        [720, 320],
        [580, 320],
      ]),
      `fill="#c8553d" ${line}`,
    ) +
    svgPath(
      poly([
        [610, 60],
        [690, 60],
        [650, 140],
      ]),
      `fill="#e89a7f" ${line}`,
    ) +
    svgPath('M630,85 L642,92 M670,85 L658,92', `fill="none" ${line}`);
  return onPaper(round + square + sharp);
}

/** Six heads of one character, one feeling each: brows and mouth do the acting. */
function expressions() {
  const line = `stroke="${INK}" stroke-width="3.5" fill="none" stroke-linecap="round"`;
  const faces = [
    { brows: 'M-28,-22 L-12,-24 M12,-24 L28,-22', mouth: 'M-18,22 Q0,38 18,22' },
    { brows: 'M-28,-30 L-10,-22 M10,-22 L28,-30', mouth: 'M-18,30 Q0,18 18,30' },
    { brows: 'M-28,-20 L-10,-30 M10,-30 L28,-20', mouth: 'M-16,28 Q0,22 16,28' },
    {
      brows: 'M-28,-36 L-12,-38 M12,-38 L28,-36',
      mouth: 'M-8,26 a8,10 0 1,0 16,0 a8,10 0 1,0 -16,0',
    },
    { brows: 'M-28,-24 L-10,-24 M10,-28 L28,-34', mouth: 'M-16,26 L16,22' },
    { brows: 'M-28,-26 Q-18,-34 -8,-26 M8,-26 Q18,-34 28,-26', mouth: 'M-22,18 Q0,48 22,18 Z' },
  ];
  let body = '';
  faces.forEach((face, i) => {
    const x = 135 + (i % 3) * 265;
    const y = 105 + Math.floor(i / 3) * 195;
    body +=
      `<g transform="translate(${x},${y})">` +
      circle(0, 0, 68, `fill="#f3d2b5" stroke="${INK}" stroke-width="3.5"`) +
      svgPath('M-66,-12 Q0,-100 66,-12 Q40,-60 0,-58 Q-40,-60 -66,-12 Z', `fill="#3b2417"`) +
      circle(-16, -6, 6, `fill="${INK}"`) +
      circle(16, -6, 6, `fill="${INK}"`) +
      svgPath(face.brows, line) +
      svgPath(face.mouth, line) +
      '</g>';
  });
  return onPaper(body);
}

/** A value scale, a hue ring and a sphere lit warm with cool shadow, side by side. */
function colourStudies() {
  let body = '';
  for (let i = 0; i < 9; i++) {
    const v = Math.round(245 - i * 28);
    body += rect(
      40,
      30 + i * 38,
      70,
      36,
      `fill="rgb(${v},${v},${v})" stroke="${INK}" stroke-width="1"`,
    );
  }
  body += colorWheel(330, 200, 150);
  const sphere = litSphere('cs', 620, 190, 100, '#f2a65a', '#4a5d9a');
  return onPaper(body + sphere.body, '#f4efe6', sphere.defs);
}

export const ownReferences = [
  {
    name: 'digital-landscape',
    svg: (r) =>
      cropped(
        mountains(r, W, 520, 'dl', {
          sky: ['#3b3f6b', '#f29b6b'],
          far: '#9d86b0',
          near: '#2e3a4f',
        }),
        90,
      ),
  },
  { name: 'digital-sphere', svg: digitalSphere },
  {
    name: 'hazy-ridges',
    svg: (r) =>
      cropped(
        watercolorHills(r, W, 520, 'hr', {
          sky: ['#e8edf0', '#d9e2e6', '#cfd9df'],
          hills: ['#c3ced6', '#9fb0bd', '#6f8596', '#3a4d5c'],
          sun: '#f1efe6',
        }),
        80,
      ),
  },
  { name: 'character-shapes', svg: characterShapes },
  { name: 'expressions', svg: expressions },
  { name: 'creatures', svg: (r) => cropped(creatureForest(r, W, 520), 70) },
  { name: 'comic-page', svg: (r) => cropped(comicPage(r, W, 520), 60) },
  { name: 'colour-studies', svg: colourStudies },
  {
    name: 'colour-landscape',
    svg: (r) =>
      cropped(
        watercolorHills(r, W, 520, 'cl', {
          sky: ['#ffd6a5', '#f4978e', '#9d8df1'],
          hills: ['#f9c74f', '#f3722c', '#577590', '#43aa8b'],
          sun: '#e4572e',
        }),
        80,
      ),
  },
];
