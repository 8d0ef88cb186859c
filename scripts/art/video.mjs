// Hero loop: brand-coloured flow strokes drawing themselves across dark toned paper.
// Every stroke's life is periodic in the loop length, so the last frame flows into the first.
// Requires the ffmpeg binary (libx264 + libvpx-vp9) on PATH.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { makeRng, makeNoise } from './prng.mjs';
import { BRAND as B } from './color.mjs';
import {
  doc,
  linear,
  radial,
  grainFilter,
  grainRect,
  rect,
  circle,
  path as svgPath,
  blob,
  blurFilter,
  f1,
} from './svg.mjs';
import { flowLines } from './ink.mjs';
import { save, written } from './output.mjs';

const W = 960;
const H = 540;
const FPS = 24;
const SECONDS = 9;
const FRAMES = FPS * SECONDS;
const MAX_BYTES = 690 * 1024;

function background(rng) {
  let defs = linear(
    'bg',
    [
      [0, '#17142a'],
      [0.55, '#221c38'],
      [1, '#3a2346'],
    ],
    { x2: 1, y2: 0.4 },
  );
  defs +=
    radial('warm', [
      [0, B.vermilion, 0.22],
      [1, B.vermilion, 0],
    ]) +
    radial('cool', [
      [0, B.cerulean, 0.2],
      [1, B.cerulean, 0],
    ]);
  defs += grainFilter('gr', { alpha: 0.05, freq: 0.7 }) + blurFilter('soft', 30);
  let body = rect(0, 0, W, H, 'fill="url(#bg)"');
  body +=
    circle(W * 0.8, H * 0.3, 380, 'fill="url(#warm)"') +
    circle(W * 0.65, H * 0.9, 320, 'fill="url(#cool)"');
  for (let i = 0; i < 5; i++)
    body += svgPath(
      blob(rng, rng.range(W * 0.45, W), rng.range(0, H), 140, 90),
      `fill="${rng.pick([B.plum, B.cerulean, B.sage])}" opacity="0.12" filter="url(#soft)"`,
    );
  return doc(W, H, body + grainRect('gr', W, H), { defs });
}

function strokes(rng) {
  const noise = makeNoise(rng);
  const lines = flowLines(rng, noise, W, H, {
    sep: 13,
    scale: 0.0021,
    turn: 1.0,
    step: 4,
    minPts: 40,
    maxSteps: 160,
  });
  const colors = [B.vermilion, B.ochre, B.cerulean, B.sage, B.paper, '#e07a9f'];
  return lines.map((pts) => {
    const cum = [0];
    for (let i = 1; i < pts.length; i++)
      cum.push(cum[i - 1] + Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]));
    const midX = pts[Math.floor(pts.length / 2)][0];
    return {
      pts,
      cum,
      color: rng.pick(colors),
      width: rng.range(1.5, 5.5),
      start: rng.next() * SECONDS,
      draw: rng.range(2.2, 3.8),
      hold: rng.range(1.2, 2.5),
      fade: rng.range(1.2, 2),
      // Quieter on the left where the headline sits.
      alpha: 0.28 + 0.72 * Math.min(1, Math.max(0, (midX / W - 0.15) / 0.6)),
    };
  });
}

const ease = (x) => 1 - Math.pow(1 - x, 3);

function frameSvg(all, t) {
  let body = '';
  for (const s of all) {
    const tau = (((t - s.start) % SECONDS) + SECONDS) % SECONDS;
    let p = 1;
    let a = 1;
    if (tau < s.draw) p = ease(tau / s.draw);
    else if (tau < s.draw + s.hold) a = 1;
    else if (tau < s.draw + s.hold + s.fade) a = 1 - (tau - s.draw - s.hold) / s.fade;
    else continue;
    const len = p * s.cum[s.cum.length - 1];
    let k = 0;
    let d = `M${f1(s.pts[0][0])},${f1(s.pts[0][1])}`;
    while (k + 1 < s.pts.length && s.cum[k + 1] <= len) {
      k++;
      d += `L${f1(s.pts[k][0])},${f1(s.pts[k][1])}`;
    }
    if (k < 1) continue;
    const op = a * s.alpha;
    body += svgPath(
      d,
      `fill="none" stroke="${s.color}" stroke-width="${f1(s.width)}" stroke-linecap="round" stroke-linejoin="round" opacity="${f1(op * 0.9)}"`,
    );
    if (p < 1)
      body += circle(
        s.pts[k][0],
        s.pts[k][1],
        s.width * 1.2,
        `fill="#fff" opacity="${f1(op * 0.6)}"`,
      );
  }
  return doc(W, H, body);
}

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
}

function encodeUnder(out, makeArgs, qualities) {
  for (const q of qualities) {
    ffmpeg(makeArgs(q));
    const size = fs.statSync(out).size;
    console.log(`  ${path.basename(out)} q=${q}: ${(size / 1024).toFixed(0)} KB`);
    if (size <= MAX_BYTES) return written.push({ file: out, bytes: size, q: `crf${q}` });
  }
  throw new Error(`${out} stays above ${MAX_BYTES} bytes`);
}

export async function makeHeroVideo(outDir) {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('The hero video needs ffmpeg on PATH (e.g. `apt-get install -y ffmpeg`).');
  }
  const rng = makeRng('hero-video');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-hero-'));
  const bg = await sharp(Buffer.from(background(rng)))
    .png()
    .toBuffer();
  const all = strokes(rng);
  for (let i = 0; i < FRAMES; i++) {
    const overlay = await sharp(Buffer.from(frameSvg(all, i / FPS)))
      .png()
      .toBuffer();
    const frame = sharp(bg).composite([{ input: overlay }]);
    await frame
      .png({ compressionLevel: 1 })
      .toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`));
    if (i === 0)
      await save(
        path.join(outDir, 'hero-poster.webp'),
        () => sharp(bg).composite([{ input: overlay }]),
        { quality: 72, maxKB: 44 },
      );
  }
  const input = ['-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png'), '-an'];
  const mp4 = path.join(outDir, 'hero.mp4');
  const webm = path.join(outDir, 'hero.webm');
  encodeUnder(
    mp4,
    (crf) => [
      ...input,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-tune',
      'animation',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-g',
      '48',
      '-movflags',
      '+faststart',
      mp4,
    ],
    [26, 28, 30, 32, 34, 36],
  );
  encodeUnder(
    webm,
    (crf) => [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(crf),
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '48',
      webm,
    ],
    [36, 40, 44, 48, 52],
  );
  fs.rmSync(tmp, { recursive: true, force: true });
}
