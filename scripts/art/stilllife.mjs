// Graphite still life: sphere, cube and vase with hatching on a study sheet.
import {
  grainFilter,
  mottleFilter,
  wobbleFilter,
  blurFilter,
  radial,
  rect,
  circle,
  ellipse,
  path,
  smooth,
  poly,
} from './svg.mjs';
import { hatch } from './ink.mjs';

const GRAPHITE = '#34323a';

export function stillLife(rng, w, h) {
  const pen = `stroke="${GRAPHITE}" stroke-linecap="round"`;
  let defs =
    grainFilter('sg', { alpha: 0.09, freq: 0.9 }) +
    mottleFilter('sm', { alpha: 0.07, color: [120, 100, 70] });
  defs += wobbleFilter('pencil', { freq: 0.06, scale: 3, seed: rng.seed() });
  defs += radial(
    'sph',
    [
      [0, '#fbfaf6'],
      [0.45, '#cfcbc3'],
      [1, '#6d6a70'],
    ],
    { cx: 0.35, cy: 0.32, r: 0.75, fx: 0.32, fy: 0.28 },
  );
  defs += blurFilter('soft', 6);
  let body = rect(0, 0, w, h, 'fill="#f4f0e7"') + rect(0, 0, w, h, 'filter="url(#sm)"');
  const tableY = 372;
  // Table plane: light diagonal hatching below the edge.
  defs += `<clipPath id="tbl"><rect x="0" y="${tableY}" width="${w}" height="${h - tableY}"/></clipPath>`;
  let lines = `<g clip-path="url(#tbl)">${hatch(rng, 0, tableY, w, h - tableY, -0.5, 9, `${pen} stroke-width="0.8" opacity="0.25"`)}</g>`;
  lines += path(
    `M0,${tableY}L${w},${tableY + 4}`,
    `${pen} stroke-width="1.6" fill="none" opacity="0.7"`,
  );
  // Sphere.
  const [sx, sy, sr] = [215, 300, 78];
  defs += `<clipPath id="cs"><ellipse cx="${sx + 70}" cy="${tableY + 6}" rx="95" ry="20"/></clipPath>`;
  body += ellipse(sx + 62, tableY + 4, 92, 18, 'fill="#3e3b42" opacity="0.35" filter="url(#soft)"');
  lines += `<g clip-path="url(#cs)">${hatch(rng, sx - 40, tableY - 20, 230, 50, -0.4, 3.2, `${pen} stroke-width="0.9" opacity="0.8"`)}${hatch(rng, sx - 40, tableY - 20, 230, 50, 0.6, 4, `${pen} stroke-width="0.7" opacity="0.5"`)}</g>`;
  body += circle(sx, sy, sr, 'fill="url(#sph)"');
  defs += `<clipPath id="sshadow"><path d="M${sx - sr},${sy}A${sr},${sr} 0 1 0 ${sx + sr},${sy}A${sr},${sr} 0 0 1 ${sx - sr * 0.2},${sy - sr}Z" transform="rotate(-30 ${sx} ${sy})"/></clipPath>`;
  defs += `<clipPath id="sball"><circle cx="${sx}" cy="${sy}" r="${sr}"/></clipPath>`;
  lines += `<g clip-path="url(#sball)"><g clip-path="url(#sshadow)">${hatch(rng, sx - sr, sy - sr, sr * 2, sr * 2, -0.9, 4.5, `${pen} stroke-width="0.9" opacity="0.55"`)}</g>${hatch(rng, sx, sy, sr, sr, 0.4, 5, `${pen} stroke-width="0.8" opacity="0.35"`)}</g>`;
  lines += circle(sx, sy, sr, `fill="none" ${pen} stroke-width="1.8" opacity="0.8"`);
  lines += ellipse(sx, sy, sr, sr * 0.3, `fill="none" ${pen} stroke-width="0.7" opacity="0.25"`);
  lines += path(
    `M${sx},${sy - sr - 14}L${sx},${sy + sr + 10}`,
    `${pen} stroke-width="0.7" opacity="0.25"`,
  );
  // Cube, drawn as a simple oblique projection.
  const c0 = [430, 360];
  const s = 120;
  const dx = 62;
  const dy = -38;
  const A = c0;
  const B = [c0[0] + s, c0[1]];
  const C = [c0[0] + s, c0[1] - s];
  const D = [c0[0], c0[1] - s];
  const E = [B[0] + dx, B[1] + dy];
  const F = [C[0] + dx, C[1] + dy];
  const G = [D[0] + dx, D[1] + dy];
  body += path(
    poly([B, E, [E[0] + 110, E[1] + 30], [B[0] + 90, B[1] + 16]]),
    'fill="#3e3b42" opacity="0.3" filter="url(#soft)"',
  );
  body +=
    path(poly([A, B, C, D]), 'fill="#b9b4ac"') +
    path(poly([B, E, F, C]), 'fill="#8a868a"') +
    path(poly([D, C, F, G]), 'fill="#e9e5dc"');
  defs += `<clipPath id="cf"><path d="${poly([A, B, C, D])}"/></clipPath><clipPath id="cr"><path d="${poly([B, E, F, C])}"/></clipPath>`;
  lines += `<g clip-path="url(#cf)">${hatch(rng, A[0], D[1], s, s, -0.8, 6, `${pen} stroke-width="0.9" opacity="0.4"`)}</g>`;
  lines += `<g clip-path="url(#cr)">${hatch(rng, B[0], G[1], dx, s - dy, -1.2, 3.5, `${pen} stroke-width="0.9" opacity="0.6"`)}${hatch(rng, B[0], G[1], dx, s - dy, 0.3, 4.5, `${pen} stroke-width="0.8" opacity="0.45"`)}</g>`;
  lines += path(
    poly([A, B, E, F, G, D]),
    `fill="none" ${pen} stroke-width="1.8" opacity="0.85" stroke-linejoin="round"`,
  );
  lines += path(`M${B}L${C}L${D}M${C}L${F}`, `fill="none" ${pen} stroke-width="1.3" opacity="0.7"`);
  lines += path(
    `M${A}L${A[0] + dx},${A[1] + dy}L${E}M${A[0] + dx},${A[1] + dy}L${G}`,
    `fill="none" ${pen} stroke-width="0.7" opacity="0.22" stroke-dasharray="6 5"`,
  );
  // Vase from a profile curve, lit from the left.
  const vx = 690;
  const top = 150;
  const bottom = tableY + 2;
  const prof = [
    [28, 0],
    [24, 0.08],
    [22, 0.2],
    [40, 0.42],
    [56, 0.62],
    [52, 0.82],
    [36, 0.97],
    [34, 1],
  ];
  const right = prof.map(([r, t]) => [vx + r, top + t * (bottom - top)]);
  const left = right.map(([x, y]) => [2 * vx - x, y]).reverse();
  const vase = smooth(right) + 'L' + smooth(left).slice(1) + 'Z';
  defs += radial(
    'vg',
    [
      [0, '#f6f3ec'],
      [0.5, '#bcb6ae'],
      [1, '#5f5b62'],
    ],
    { cx: 0.3, cy: 0.45, r: 0.85 },
  );
  body += ellipse(vx + 52, bottom, 70, 14, 'fill="#3e3b42" opacity="0.35" filter="url(#soft)"');
  body += path(vase, 'fill="url(#vg)"');
  defs += `<clipPath id="vc"><path d="${vase}"/></clipPath>`;
  lines += `<g clip-path="url(#vc)">${hatch(rng, vx + 5, top, 70, bottom - top, -1.35, 4, `${pen} stroke-width="0.9" opacity="0.5"`)}${hatch(rng, vx + 25, top, 50, bottom - top, -0.3, 4.5, `${pen} stroke-width="0.8" opacity="0.35"`)}</g>`;
  lines += path(vase, `fill="none" ${pen} stroke-width="1.7" opacity="0.85"`);
  lines += ellipse(vx, top, 28, 7, `fill="#4a464d" ${pen} stroke-width="1.4"`);
  for (const t of [0.42, 0.62, 0.82])
    lines += ellipse(
      vx,
      top + t * (bottom - top),
      prof.find((p) => p[1] === t)[0],
      8,
      `fill="none" ${pen} stroke-width="0.7" opacity="0.22"`,
    );
  lines += path(
    `M${vx},${top - 20}L${vx},${bottom + 12}`,
    `${pen} stroke-width="0.7" opacity="0.22"`,
  );
  // Stray sketch marks in the margins, as in a real study sheet.
  for (let i = 0; i < 6; i++) {
    const x = rng.range(40, 760);
    const y = rng.range(30, 110);
    lines += path(
      smooth([
        [x, y],
        [x + rng.range(10, 40), y + rng.range(-10, 10)],
        [x + rng.range(40, 80), y + rng.range(-8, 8)],
      ]),
      `fill="none" ${pen} stroke-width="0.9" opacity="0.18"`,
    );
  }
  body += `<g filter="url(#pencil)">${lines}</g>`;
  body += rect(0, 0, w, h, 'filter="url(#sg)"');
  return { defs, body };
}
