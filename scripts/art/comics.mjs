// Comic page: panels, halftone, action lines, bursts and wordless balloons.
import { darken } from './color.mjs';
import { rect, circle, ellipse, path, poly, smooth, f1 } from './svg.mjs';

function speedLines(rng, cx, cy, r0, r1, n, col, width = 2.5) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rng.range(-0.05, 0.05);
    const ra = r0 * rng.range(0.8, 1.3);
    d += `M${f1(cx + Math.cos(a) * ra)},${f1(cy + Math.sin(a) * ra)}L${f1(cx + Math.cos(a) * r1)},${f1(cy + Math.sin(a) * r1)}`;
  }
  return path(d, `stroke="${col}" stroke-width="${width}" stroke-linecap="round"`);
}

export function burst(rng, cx, cy, r, spikes, fill, stroke) {
  const pts = [];
  for (let i = 0; i < spikes * 2; i++) {
    const a = (i / (spikes * 2)) * Math.PI * 2;
    const rr = i % 2 ? r * rng.range(0.5, 0.62) : r * rng.range(0.9, 1.1);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.8]);
  }
  return path(
    poly(pts),
    `fill="${fill}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"`,
  );
}

export function balloon(cx, cy, rx, ry, tx, ty, dots = true) {
  let out = path(
    `M${f1(cx - rx * 0.25)},${f1(cy + ry * 0.8)}L${f1(tx)},${f1(ty)}L${f1(cx + rx * 0.15)},${f1(cy + ry * 0.9)}Z`,
    'fill="#fff" stroke="#14121c" stroke-width="3" stroke-linejoin="round"',
  );
  out += ellipse(cx, cy, rx, ry, 'fill="#fff" stroke="#14121c" stroke-width="3"');
  out += path(
    `M${f1(cx - rx * 0.25)},${f1(cy + ry * 0.78)}L${f1(cx + rx * 0.15)},${f1(cy + ry * 0.86)}`,
    'stroke="#fff" stroke-width="5"',
  );
  if (dots)
    for (let i = -1; i <= 1; i++)
      out += circle(cx + i * rx * 0.3, cy, Math.max(3, rx * 0.08), 'fill="#14121c"');
  return out;
}

function hero(x, y, s, col, cape) {
  const P = (a, b) => [x + a * s, y + b * s];
  let out = path(
    smooth([P(-10, -40), P(-70, -10), P(-95, 30), P(-40, 10), P(-5, -5)], true),
    `fill="${cape}"`,
  );
  out += path(
    `M${P(0, -20)}L${P(-35, 30)}M${P(0, -20)}L${P(30, -60)}M${P(-6, 20)}L${P(-30, 70)}M${P(-6, 20)}L${P(30, 55)}`,
    `stroke="${col}" stroke-width="${f1(13 * s)}" stroke-linecap="round" fill="none"`,
  );
  out += path(
    `M${P(4, -40)}L${P(-6, 22)}`,
    `stroke="${col}" stroke-width="${f1(24 * s)}" stroke-linecap="round"`,
  );
  out += circle(...P(10, -62), 15 * s, `fill="${col}"`);
  return out;
}

export function comicPage(rng, w, h) {
  const ink = '#14121c';
  const g = 14;
  let defs = `<pattern id="ht" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><circle cx="4.5" cy="4.5" r="2" fill="${ink}" opacity="0.35"/></pattern>`;
  defs += `<pattern id="ht2" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="3.5" cy="3.5" r="1.8" fill="#fff" opacity="0.5"/></pattern>`;
  let body = rect(0, 0, w, h, 'fill="#f6efe0"');
  const panels = [
    [g, g, 470, 230],
    [g * 2 + 470, g, w - 470 - g * 3, 230],
    [g, 230 + g * 2, 250, h - 230 - g * 3],
    [g * 2 + 250, 230 + g * 2, 240, h - 230 - g * 3],
    [g * 3 + 490, 230 + g * 2, w - 490 - g * 4, h - 230 - g * 3],
  ];
  const clip = (i) =>
    `<clipPath id="pc${i}"><rect x="${panels[i][0]}" y="${panels[i][1]}" width="${panels[i][2]}" height="${panels[i][3]}"/></clipPath>`;
  panels.forEach((_, i) => (defs += clip(i)));
  const inPanel = (i, content) => `<g clip-path="url(#pc${i})">${content}</g>`;
  // 1: dusk skyline establishing shot.
  {
    const [x, y, pw, ph] = panels[0];
    let c =
      rect(x, y, pw, ph, 'fill="#ffb25b"') +
      rect(x, y, pw, ph * 0.45, 'fill="#ff7b54"') +
      rect(x, y, pw, ph, 'fill="url(#ht)"');
    c += circle(x + pw * 0.7, y + ph * 0.55, 46, 'fill="#fff1c9"');
    let bx = x - 10;
    while (bx < x + pw) {
      const bw = rng.range(30, 70);
      const bh = rng.range(60, 170);
      c += rect(bx, y + ph - bh, bw, bh, `fill="${rng.pick(['#4a2c5e', '#3a2050', '#5c3470'])}"`);
      for (let wy = y + ph - bh + 12; wy < y + ph - 10; wy += 18)
        if (rng.chance(0.5)) c += rect(bx + 8, wy, bw - 16, 6, 'fill="#ffd166" opacity="0.8"');
      bx += bw + 4;
    }
    c += hero(x + 120, y + 70, 0.55, ink, '#e4572e');
    body += inPanel(0, c);
  }
  // 2: extreme close-up of an eye with speed lines.
  {
    const [x, y, pw, ph] = panels[1];
    const cx = x + pw / 2;
    const cy = y + ph / 2;
    let c = rect(x, y, pw, ph, 'fill="#2e86ab"') + speedLines(rng, cx, cy, 80, 300, 70, '#fff', 2);
    c += path(
      `M${cx - 110},${cy}Q${cx},${cy - 90} ${cx + 110},${cy}Q${cx},${cy + 70} ${cx - 110},${cy}Z`,
      `fill="#fff" stroke="${ink}" stroke-width="5"`,
    );
    c +=
      circle(cx, cy - 4, 38, '#f3a712'.replace(/^/, 'fill="') + '"') +
      circle(cx, cy - 4, 18, `fill="${ink}"`) +
      circle(cx + 12, cy - 16, 8, 'fill="#fff"');
    c += path(
      `M${cx - 115},${cy - 8}Q${cx},${cy - 104} ${cx + 115},${cy - 8}`,
      `fill="none" stroke="${ink}" stroke-width="9" stroke-linecap="round"`,
    );
    body += inPanel(1, c);
  }
  // 3: impact burst.
  {
    const [x, y, pw, ph] = panels[2];
    const cx = x + pw / 2;
    const cy = y + ph / 2;
    let c =
      rect(x, y, pw, ph, 'fill="#e4572e"') +
      rect(x, y, pw, ph, 'fill="url(#ht2)"') +
      speedLines(rng, cx, cy, 60, 260, 48, ink, 3);
    c += burst(rng, cx, cy, 95, 12, '#f3a712', ink) + burst(rng, cx, cy, 50, 9, '#fff6d6', ink);
    body += inPanel(2, c);
  }
  // 4: wordless dialogue between two silhouettes.
  {
    const [x, y, pw, ph] = panels[3];
    let c =
      rect(x, y, pw, ph, 'fill="#7a9e7e"') +
      rect(x, y + ph * 0.75, pw, ph * 0.25, 'fill="#5f7f63"');
    c +=
      circle(x + 60, y + ph - 60, 34, `fill="${ink}"`) +
      path(`M${x + 15},${y + ph}Q${x + 60},${y + ph - 40} ${x + 105},${y + ph}Z`, `fill="${ink}"`);
    c +=
      circle(x + pw - 60, y + ph - 70, 30, 'fill="#6c3a5c"') +
      path(
        `M${x + pw - 100},${y + ph}Q${x + pw - 60},${y + ph - 50} ${x + pw - 20},${y + ph}Z`,
        'fill="#6c3a5c"',
      );
    c +=
      balloon(x + 85, y + 55, 58, 32, x + 70, y + ph - 100) +
      balloon(x + pw - 75, y + 120, 50, 28, x + pw - 70, y + ph - 105);
    body += inPanel(3, c);
  }
  // 5: chase - motion streaks and a flying hero.
  {
    const [x, y, pw, ph] = panels[4];
    let c = rect(x, y, pw, ph, `fill="${darken('#2e86ab', 0.45)}"`);
    for (let i = 0; i < 22; i++) {
      const yy = y + rng.range(0, ph);
      c += path(
        `M${x + rng.range(-20, pw * 0.5)},${f1(yy)}h${f1(rng.range(60, 180))}`,
        `stroke="#fbf7f0" stroke-width="${f1(rng.range(1, 4))}" opacity="0.7" stroke-linecap="round"`,
      );
    }
    c += `<g transform="rotate(35 ${x + pw * 0.6} ${y + ph * 0.45})">${hero(x + pw * 0.6, y + ph * 0.5, 0.8, '#fbf7f0', '#f3a712')}</g>`;
    body += inPanel(4, c);
  }
  for (const [x, y, pw, ph] of panels)
    body += rect(x, y, pw, ph, `fill="none" stroke="${ink}" stroke-width="5"`);
  return { defs, body };
}
