// Nine blog topic cards (800x480).
import { mix, darken, lighten } from './color.mjs';
import { radial, linear, blurFilter, rect, circle, ellipse, path, poly, smooth, f1 } from './svg.mjs';
import { leafPath, hatch } from './ink.mjs';
import { frame, plant } from './scenes.mjs';

const W = 800;
const H = 480;
const INK = '#1f1b2e';

function pencil(x, y, len, ang, col = '#f3a712') {
  return `<g transform="rotate(${ang} ${x} ${y})">${rect(x, y - 9, len, 18, `fill="${col}" rx="2"`)}${rect(x, y - 3, len, 6, `fill="${darken(col, 0.15)}"`)}${rect(x - 22, y - 9, 24, 18, 'fill="#e9a0a8" rx="4"')}${rect(x - 4, y - 9, 8, 18, 'fill="#b8b8c0"')}${path(`M${x + len},${y - 9}L${x + len + 34},${y}L${x + len},${y + 9}Z`, 'fill="#f3d9b1"')}${path(`M${x + len + 22},${y - 3.2}L${x + len + 34},${y}L${x + len + 22},${y + 3.2}Z`, `fill="${INK}"`)}</g>`;
}

function sketchbook(rng) {
  let b = rect(0, 0, W, H, 'fill="#7a9e7e"') + rect(0, 0, W, H, 'fill="#5f8a66" opacity="0.0"');
  b += rect(128, 78, 560, 350, 'fill="#000" opacity="0.18" rx="10"') + rect(110, 60, 280, 350, 'fill="#fbf7f0" rx="6"') + rect(410, 60, 280, 350, 'fill="#fbf7f0" rx="6"');
  for (let y = 80; y < 400; y += 22) b += circle(400, y, 7, 'fill="none" stroke="#55555f" stroke-width="3"');
  const pen = `fill="none" stroke="${INK}" stroke-linecap="round"`;
  b += circle(190, 140, 40, `${pen} stroke-width="2"`) + ellipse(190, 140, 40, 12, `${pen} stroke-width="1" opacity="0.4"`);
  b += `<clipPath id="sb"><circle cx="190" cy="140" r="40"/></clipPath><g clip-path="url(#sb)">${hatch(rng, 190, 130, 50, 60, -0.8, 5, `stroke="${INK}" stroke-width="1" opacity="0.6"`)}</g>`;
  b += path('M270,110L340,100L350,160L280,172ZM270,110L290,95L356,88L340,100M356,88L366,146L350,160', `${pen} stroke-width="2" stroke-linejoin="round"`);
  b += path(smooth([[140, 330], [190, 260], [230, 300], [270, 240], [360, 320]]), `${pen} stroke-width="2"`);
  for (let i = 0; i < 6; i++) b += path(`M${150 + i * 35},${350 + (i % 2) * 6}l22,-14`, `${pen} stroke-width="1.4" opacity="0.6"`);
  b += path(smooth([[450, 250], [480, 150], [540, 110], [600, 140], [630, 250], [600, 330], [540, 350], [480, 320]], true), `${pen} stroke-width="2"`);
  b += path('M470,225H620M540,115V345', `${pen} stroke-width="1" opacity="0.35"`);
  b += circle(505, 215, 9, `fill="${INK}"`) + circle(575, 215, 9, `fill="${INK}"`) + path('M510,285Q540,305 570,285', `${pen} stroke-width="3"`);
  b += path('M460,380L560,380M460,395L620,395', `${pen} stroke-width="2" opacity="0.3"`);
  b += pencil(540, 420, 190, -18, '#e4572e');
  return { defs: '', body: b };
}

function swatches(rng) {
  let b = rect(0, 0, W, H, 'fill="#1f1b2e"');
  const cols = ['#264653', '#2a9d8f', '#7a9e7e', '#e9c46a', '#f3a712', '#f4a261', '#e4572e', '#c0392b', '#6c3a5c', '#2e86ab'];
  cols.forEach((c, i) => {
    const a = -60 + i * 12;
    b += `<g transform="rotate(${a} 400 430)">${rect(368, 120, 64, 300, 'fill="#000" opacity="0.25" rx="8" transform="translate(5 5)"')}${rect(368, 120, 64, 300, 'fill="#fbf7f0" rx="8"')}${rect(374, 126, 52, 200, `fill="${c}" rx="5"`)}${rect(374, 334, 52, 10, `fill="${lighten(c, 0.3)}"`)}${rect(374, 350, 52, 10, `fill="${lighten(c, 0.55)}"`)}</g>`;
  });
  b += circle(400, 430, 14, 'fill="#c9a227" stroke="#1f1b2e" stroke-width="4"');
  return { defs: '', body: b };
}

function brushes(rng) {
  let b = rect(0, 0, W, H, 'fill="#f3a712"') + circle(640, 110, 160, 'fill="#f7bd45"');
  b += path(smooth([[60, 420], [250, 380], [420, 430], [760, 390]]), 'fill="none" stroke="#e4572e" stroke-width="38" stroke-linecap="round" opacity="0.9"');
  const tips = ['#e4572e', '#2e86ab', '#1f1b2e', '#7a9e7e', '#6c3a5c'];
  for (let i = 0; i < 5; i++) {
    const a = -20 + i * 10;
    b += `<g transform="rotate(${a} 300 350)">${rect(294, 90, 12, 170, `fill="${['#8b5e3c', '#1f1b2e', '#c0392b', '#2e86ab', '#fbf7f0'][i]}" rx="5"`)}${rect(292, 250, 16, 26, 'fill="#c9c9d1"')}${path('M292,276Q300,330 308,276Z', `fill="${tips[i]}"`)}</g>`.replace('Q300,330 308,276', 'L300,316L308,276');
  }
  b += path('M230,300L370,300L356,420Q300,432 244,420Z', 'fill="#bfe0ea" opacity="0.85"') + path('M236,330L364,330', 'stroke="#fff" stroke-width="4" opacity="0.6"');
  b += pencil(430, 440, 200, -8, '#2e86ab') + pencil(470, 380, 160, -30, '#7a9e7e');
  b += `<g transform="rotate(-20 600 250)">${rect(520, 220, 160, 60, 'fill="#fbf7f0" rx="10"')}${rect(520, 220, 50, 60, 'fill="#e4572e" rx="6"')}${rect(680, 238, 20, 24, 'fill="#55555f"')}</g>`;
  b += path(smooth([[470, 275], [440, 300], [455, 320]]), 'fill="none" stroke="#e4572e" stroke-width="16" stroke-linecap="round"');
  return { defs: '', body: b };
}

function lighting(rng) {
  let defs = radial('ball', [[0, '#fff6e0'], [0.4, '#f3a712'], [0.85, '#8a3f1c'], [1, '#5a2a1a']], { cx: 0.35, cy: 0.3, r: 0.75, fx: 0.3, fy: 0.25 }) + blurFilter('lsh', 10);
  defs += radial('lamp', [[0, '#fff3cf', 0.8], [1, '#fff3cf', 0]]);
  let b = rect(0, 0, W, H, 'fill="#25304a"') + rect(0, 330, W, 150, 'fill="#1a2236"');
  b += circle(150, 90, 160, 'fill="url(#lamp)"') + circle(150, 90, 26, 'fill="#fff3cf"');
  b += path('M170,110L610,390L470,420Z', 'fill="#fff3cf" opacity="0.06"');
  b += ellipse(560, 380, 170, 34, 'fill="#06080f" opacity="0.6" filter="url(#lsh)"');
  b += circle(440, 260, 120, 'fill="url(#ball)"');
  b += path('M330,372Q440,410 550,372', 'fill="none" stroke="#f3a712" stroke-width="2" opacity="0.4"');
  return { defs, body: b };
}

function composition(rng) {
  let b = rect(0, 0, W, H, 'fill="#fbf7f0"');
  b += rect(100, 60, 600, 360, 'fill="#98c1d9"') + rect(100, 300, 600, 120, 'fill="#3d5a80"') + path('M100,300L260,220L380,280L500,200L700,300Z', 'fill="#6c8db5"');
  b += circle(500, 180, 36, 'fill="#f3a712"') + path('M300,300L300,250L310,250L310,300Z', 'fill="#1f1b2e"') + circle(305, 238, 22, 'fill="#2b3a4a"');
  b += path('M300,60V420M500,60V420M100,180H700M100,300H700', 'stroke="#e4572e" stroke-width="2.5" stroke-dasharray="10 8"');
  for (const [x, y] of [[300, 180], [500, 180], [300, 300], [500, 300]]) b += circle(x, y, 9, 'fill="none" stroke="#e4572e" stroke-width="3"');
  b += rect(100, 60, 600, 360, 'fill="none" stroke="#1f1b2e" stroke-width="6"');
  const spiral = [];
  for (let t = 0; t < 14; t += 0.2) spiral.push([500 + Math.cos(t) * 3 * Math.exp(t * 0.3) * 0.6, 180 + Math.sin(t) * 3 * Math.exp(t * 0.3) * 0.4]);
  b += `<clipPath id="cmp"><rect x="100" y="60" width="600" height="360"/></clipPath><g clip-path="url(#cmp)">${path(smooth(spiral), 'fill="none" stroke="#fbf7f0" stroke-width="2" opacity="0.6"')}</g>`;
  return { defs: '', body: b };
}

function layers(rng) {
  let b = rect(0, 0, W, H, 'fill="#2e86ab"') + circle(650, 80, 140, 'fill="#3a97bd"');
  const iso = (x, y, w, d) => [[x, y], [x + w, y - w * 0.5], [x + w + d, y - w * 0.5 + d * 0.5], [x + d, y + d * 0.5]];
  const fills = ['#fbf7f0', '#f3a712', '#e4572e', '#6c3a5c'];
  for (let i = 3; i >= 0; i--) {
    const y = 250 + i * 55;
    const q = iso(240, y, 200, 220);
    b += path(poly(q.map(([x, yy]) => [x, yy + 10])), 'fill="#000" opacity="0.15"') + path(poly(q), `fill="${fills[i]}" opacity="${i === 0 ? 1 : 0.92}"`);
    if (i === 0) {
      b += path(poly([[300, 245], [380, 205], [420, 225], [340, 265]]), 'fill="#7a9e7e"') + path(`M290,270Q360,260 400,290Q440,300 470,280`, 'fill="none" stroke="#1f1b2e" stroke-width="4" stroke-linecap="round"');
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
      for (const s of [-1, 1]) v += `M${f1(px)},${f1(py)}l${f1(Math.cos(a + s * 0.7) * l * 0.16)},${f1(Math.sin(a + s * 0.7) * l * 0.16)}`;
    }
    b += path(v, `fill="none" stroke="${lighten(c, 0.35)}" stroke-width="1.6" stroke-linecap="round"`);
  }
  return { defs: '', body: b };
}

function hands(rng) {
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
    g += path('M-55,30Q0,10 55,30', 'fill="none" stroke="#b8452f" stroke-width="2" stroke-dasharray="6 5"');
    return g + '</g>';
  };
  b += hand(260, 270, 1.15, -15, 6) + hand(560, 250, 1, 20, 14);
  b += path('M120,420Q300,380 420,430M470,80Q600,60 700,120', 'fill="none" stroke="#3a2b33" stroke-width="1.2" opacity="0.35"');
  return { defs: '', body: b };
}

function career(rng) {
  let defs = linear('wall', [[0, '#6c3a5c'], [1, '#4d2743']]);
  let b = rect(0, 0, W, H, 'fill="url(#wall)"') + rect(0, 400, W, 80, 'fill="#2b1a28"');
  b += frame(rng, 90, 90, 180, 230, { frame: '#c9a227', kind: 3 }) + frame(rng, 310, 60, 200, 150, { frame: '#fbf7f0', kind: 0 }) + frame(rng, 310, 240, 95, 120, { frame: '#1f1b2e', kind: 1 }) + frame(rng, 425, 240, 85, 120, { frame: '#1f1b2e', kind: 2 }) + frame(rng, 550, 100, 170, 200, { frame: '#c9a227', kind: 4 });
  b += rect(600, 320, 60, 8, 'fill="#fbf7f0"') + circle(700, 370, 22, 'fill="#e4572e"') + path('M692,372l6,6l12,-14', 'fill="none" stroke="#fbf7f0" stroke-width="4"');
  b += plant(rng, 60, 400, 60, '#f3a712', '#7a9e7e');
  return { defs, body: b };
}

export const blog = [sketchbook, swatches, brushes, lighting, composition, layers, leaves, hands, career];
export { W as BLOG_W, H as BLOG_H, pencil, mix };
