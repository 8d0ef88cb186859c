// Charcoal gesture figures: mannequins with a red-chalk line of action.
import {
  grainFilter,
  mottleFilter,
  wobbleFilter,
  blurFilter,
  rect,
  circle,
  ellipse,
  path,
  smooth,
  poly,
  f1,
} from './svg.mjs';
import {} from './ink.mjs';

// Forward kinematics for a simple mannequin. Angles in degrees, 0 = pointing down.
function pose(x, y, u, a) {
  const rad = (d) => (d * Math.PI) / 180;
  const go = ([px, py], ang, len) => [px + Math.sin(rad(ang)) * len, py + Math.cos(rad(ang)) * len];
  const pelvis = [x, y];
  const chest = go(pelvis, 180 + a.spine, u * 2.3);
  const neck = go(chest, 180 + a.spine + a.neck, u * 0.6);
  const head = go(neck, 180 + a.spine + a.neck, u * 0.55);
  const side = (ang) => [Math.cos(rad(ang)), Math.sin(rad(ang))];
  const [sxx, syy] = side(a.spine);
  const shL = [chest[0] - sxx * u * 0.8, chest[1] - syy * u * 0.8];
  const shR = [chest[0] + sxx * u * 0.8, chest[1] + syy * u * 0.8];
  const hipL = [pelvis[0] - u * 0.5, pelvis[1]];
  const hipR = [pelvis[0] + u * 0.5, pelvis[1]];
  const elL = go(shL, a.armL[0], u * 1.4);
  const haL = go(elL, a.armL[1], u * 1.3);
  const elR = go(shR, a.armR[0], u * 1.4);
  const haR = go(elR, a.armR[1], u * 1.3);
  const knL = go(hipL, a.legL[0], u * 1.9);
  const ftL = go(knL, a.legL[1], u * 1.9);
  const knR = go(hipR, a.legR[0], u * 1.9);
  const ftR = go(knR, a.legR[1], u * 1.9);
  return {
    pelvis,
    chest,
    neck,
    head,
    shL,
    shR,
    hipL,
    hipR,
    elL,
    haL,
    elR,
    haR,
    knL,
    ftL,
    knR,
    ftR,
  };
}

export function mannequin(
  rng,
  x,
  y,
  u,
  angles,
  { ink = '#221e22', chalk = '#b8452f', tone = 0.16 } = {},
) {
  const j = pose(x, y, u, angles);
  const limbs = [
    [j.shL, j.elL, j.haL],
    [j.shR, j.elR, j.haR],
    [j.hipL, j.knL, j.ftL],
    [j.hipR, j.knR, j.ftR],
  ];
  let out = '';
  // Gesture line (line of action) first, in red chalk.
  out += path(
    smooth([j.head, j.neck, j.chest, j.pelvis, j.knL, j.ftL]),
    `fill="none" stroke="${chalk}" stroke-width="3" stroke-linecap="round" opacity="0.75"`,
  );
  // Tonal mass: thick translucent strokes like the side of a charcoal stick.
  for (const [a, b, c] of limbs)
    out += path(
      poly([a, b, c], false),
      `fill="none" stroke="${ink}" stroke-width="${f1(u * 0.55)}" stroke-linecap="round" stroke-linejoin="round" opacity="${tone}"`,
    );
  const ang = (Math.atan2(j.neck[0] - j.pelvis[0], j.pelvis[1] - j.neck[1]) * 180) / Math.PI;
  const rib = [(j.chest[0] * 2 + j.pelvis[0]) / 3, (j.chest[1] * 2 + j.pelvis[1]) / 3];
  out += ellipse(
    rib[0],
    rib[1],
    u * 0.75,
    u * 1.05,
    `fill="${ink}" opacity="${tone}" transform="rotate(${f1(ang)} ${f1(rib[0])} ${f1(rib[1])})"`,
  );
  out += ellipse(
    j.pelvis[0],
    j.pelvis[1],
    u * 0.65,
    u * 0.45,
    `fill="${ink}" opacity="${tone}" transform="rotate(${f1(ang)} ${f1(j.pelvis[0])} ${f1(j.pelvis[1])})"`,
  );
  // Contour lines, doubled with a jitter for a searching, sketchy line.
  for (let k = 0; k < 2; k++) {
    const jt = () => rng.range(-1.5, 1.5);
    const st = `fill="none" stroke="${ink}" stroke-width="${k ? 1.1 : 2}" stroke-linecap="round" opacity="${k ? 0.5 : 0.85}"`;
    out += ellipse(
      j.head[0] + jt(),
      j.head[1] + jt(),
      u * 0.42,
      u * 0.52,
      `${st} transform="rotate(${f1(ang)} ${f1(j.head[0])} ${f1(j.head[1])})"`,
    );
    out += ellipse(
      rib[0] + jt(),
      rib[1] + jt(),
      u * 0.75,
      u * 1.05,
      `${st} transform="rotate(${f1(ang)} ${f1(rib[0])} ${f1(rib[1])})"`,
    );
    out += path(
      poly([j.shL, j.shR], false) +
        poly([j.hipL, j.hipR], false) +
        poly([j.neck, j.chest, j.pelvis], false),
      st,
    );
    for (const [a, b, c] of limbs)
      out += path(
        poly(
          [a, b, c].map(([px, py]) => [px + jt(), py + jt()]),
          false,
        ),
        st,
      );
  }
  for (const p of [j.elL, j.elR, j.knL, j.knR, j.shL, j.shR, j.hipL, j.hipR])
    out += circle(p[0], p[1], u * 0.16, `fill="#f1e6d2" stroke="${ink}" stroke-width="1.4"`);
  return out;
}

export function figureSheet(rng, w, h) {
  let defs =
    grainFilter('fg', { alpha: 0.11, freq: 0.8 }) +
    mottleFilter('fm', { alpha: 0.14, color: [60, 45, 35], freq: 0.008 });
  defs +=
    wobbleFilter('char', { freq: 0.08, scale: 3.5, seed: rng.seed() }) + blurFilter('smudge', 18);
  let body = rect(0, 0, w, h, 'fill="#d8c9b1"') + rect(0, 0, w, h, 'filter="url(#fm)"');
  for (let i = 0; i < 5; i++)
    body += ellipse(
      rng.range(80, 720),
      rng.range(120, 420),
      rng.range(60, 140),
      rng.range(30, 90),
      'fill="#3a2f2a" opacity="0.12" filter="url(#smudge)"',
    );
  const u = 44;
  let figs = '';
  figs += mannequin(rng, 150, 270, u, {
    spine: 10,
    neck: -8,
    armL: [25, 15],
    armR: [-30, -75],
    legL: [10, 2],
    legR: [-16, -4],
  });
  figs += mannequin(rng, 400, 250, u, {
    spine: -20,
    neck: -12,
    armL: [150, 170],
    armR: [-80, -120],
    legL: [35, -10],
    legR: [-50, -10],
  });
  figs += mannequin(rng, 650, 300, u * 0.9, {
    spine: 25,
    neck: 15,
    armL: [70, 10],
    armR: [-20, 20],
    legL: [80, -10],
    legR: [-20, 30],
  });
  for (let i = 0; i < 14; i++) {
    const x = rng.range(30, 770);
    const y = rng.range(40, 500);
    figs += path(
      smooth([
        [x, y],
        [x + rng.range(-30, 30), y + rng.range(15, 40)],
        [x + rng.range(-40, 40), y + rng.range(40, 70)],
      ]),
      'fill="none" stroke="#221e22" stroke-width="1" opacity="0.16"',
    );
  }
  body += `<g filter="url(#char)">${figs}</g>`;
  for (const [x, y] of [
    [130, 150],
    [380, 120],
    [630, 190],
  ])
    body += path(
      smooth([
        [x, y],
        [x + 18, y + 40],
        [x + 10, y + 90],
      ]),
      'fill="none" stroke="#fbf7f0" stroke-width="6" opacity="0.45" stroke-linecap="round"',
    );
  body += rect(0, 0, w, h, 'filter="url(#fg)"');
  return { defs, body };
}
