// The demo lessons' videos: the canvas engine paints each demo's stroke log (the same log the
// paint-along panel replays), frame by frame, and ffmpeg encodes the frames as H.264 with the
// lesson's WebVTT captions beside it, into apps/web/public/media/lesson-videos/. Lengths come from
// the seed (apps/server/src/db/seed/demo-videos.ts) so the lessons' labels and the files agree.
// Needs the ffmpeg binary with libx264 (`apt-get install -y ffmpeg`). Runs with the other groups
// (`node scripts/art/generate.mjs lesson-videos`) or alone (`node scripts/art/lesson-videos.mjs`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import { written } from './output.mjs';
import { captionScripts, cueTimes, webVtt } from './lesson-captions.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'apps/web/public/media/lesson-videos');
/** Slow strokes on paper need few frames: 15 fps, at the exercise references' 800x400. */
const W = 800;
const H = 400;
const FPS = 15;
const LEAD_IN_SEC = 1.5;
const HOLD_SEC = 3;
const MAX_BYTES = 300 * 1024;
/** Pause between two marks, and the time a shape or a fill takes, in the log's milliseconds. */
const GAP_MS = 180;
const INSTANT_MS = 500;

/** The seed's demos and lengths and the engine, bundled from TypeScript for this run. */
async function loadSources(tmp) {
  const entry = [
    "export { drawDemo, demoNames } from './apps/server/src/db/seed/demo-strokes';",
    "export { demoVideoSeconds } from './apps/server/src/db/seed/demo-videos';",
    "export { Engine } from './packages/canvas/src/core/engine/engine';",
  ].join('\n');
  const outfile = path.join(tmp, 'sources.mjs');
  await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}

const isMark = (op) => op.t === 'stroke' || op.t === 'shape' || op.t === 'fill';
const pointsIn = (op) => op.points.length / 6;

/** How long each op takes on screen, in the log's milliseconds: a stroke as long as the hand took. */
function opWeights(ops) {
  return ops.map((op) => {
    if (op.t === 'stroke') return op.points[op.points.length - 1] + GAP_MS;
    return isMark(op) ? INSTANT_MS : 0;
  });
}

/**
 * The log's timeline squeezed into the painting part of the video: the op being drawn at each
 * moment and how far along it is, and the moment each op starts (for the captions).
 */
export function timeline(ops, seconds) {
  const weights = opWeights(ops);
  const total = weights.reduce((a, b) => a + b, 0);
  const paintSec = seconds - LEAD_IN_SEC - HOLD_SEC;
  const starts = [];
  let at = 0;
  for (const w of weights) {
    starts.push(LEAD_IN_SEC + (at / total) * paintSec);
    at += w;
  }
  // One more: the moment the drawing is finished.
  starts.push(LEAD_IN_SEC + paintSec);
  const opAt = (t) => {
    const p = ((t - LEAD_IN_SEC) / paintSec) * total;
    if (p <= 0) return { done: 0, partial: 0 };
    let sum = 0;
    for (let i = 0; i < ops.length; i++) {
      if (sum + weights[i] > p) return { done: i, partial: (p - sum) / weights[i] };
      sum += weights[i];
    }
    return { done: ops.length, partial: 0 };
  };
  return { starts, at: opAt };
}

/** The first samples of a stroke, as far as the hand has got. */
function strokeSoFar(op, partial) {
  const n = pointsIn(op);
  const upTo = (op.points[op.points.length - 1] || 1) * Math.min(1, partial);
  let k = 1;
  while (k < n && op.points[k * 6 + 5] <= upTo) k++;
  return { ...op, points: op.points.slice(0, k * 6) };
}

/** Feeds raw RGB frames to ffmpeg, stored losslessly for the size-capped encodes that follow. */
function losslessWriter(file) {
  const child = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${W}x${H}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-c:v',
      'libx264',
      '-qp',
      '0',
      '-preset',
      'ultrafast',
      file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`)))),
  );
  return {
    write: (buf) =>
      new Promise((resolve) =>
        child.stdin.write(buf) ? resolve() : child.stdin.once('drain', resolve),
      ),
    end: () => {
      child.stdin.end();
      return done;
    },
  };
}

async function frameOf(engine) {
  const surface = engine.flatten();
  return sharp(Buffer.from(surface.data.buffer, surface.data.byteOffset, surface.data.byteLength), {
    raw: { width: surface.width, height: surface.height, channels: 4 },
  })
    .resize(W, H, { kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

async function renderFrames(Engine, log, seconds, file) {
  const engine = new Engine({
    width: log.width,
    height: log.height,
    scale: log.scale,
    background: log.background,
  });
  const { at } = timeline(log.ops, seconds);
  const out = losslessWriter(file);
  let applied = 0;
  let last = null;
  let lastKey = '';
  for (let f = 0; f < seconds * FPS; f++) {
    const { done, partial } = at(f / FPS);
    while (applied < done) engine.apply(structuredClone(log.ops[applied++]));
    const op = log.ops[done];
    const drawing = op && op.t === 'stroke' && partial > 0;
    const key = drawing ? `${done}:${strokeSoFar(op, partial).points.length}` : `${done}`;
    if (key !== lastKey) {
      if (drawing) {
        engine.apply(strokeSoFar(structuredClone(op), partial));
        last = await frameOf(engine);
        engine.undo();
      } else {
        last = await frameOf(engine);
      }
      lastKey = key;
    }
    await out.write(last);
  }
  await out.end();
}

function encodeUnder(source, out) {
  for (const crf of [30, 33, 36, 39]) {
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-i',
      source,
      '-an',
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
      // A keyframe every five seconds keeps seeking quick in a lesson.
      '-g',
      String(FPS * 5),
      '-movflags',
      '+faststart',
      out,
    ]);
    const bytes = fs.statSync(out).size;
    if (bytes <= MAX_BYTES) return written.push({ file: out, bytes, q: `crf${crf}` });
  }
  throw new Error(`${out} stays above ${MAX_BYTES} bytes`);
}

export async function makeLessonVideos(only = null) {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('The lesson videos need ffmpeg on PATH (e.g. `apt-get install -y ffmpeg`).');
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-lessons-'));
  try {
    const { drawDemo, demoNames, demoVideoSeconds, Engine } = await loadSources(tmp);
    fs.mkdirSync(OUT, { recursive: true });
    for (const name of demoNames) {
      if (only && !only.includes(name)) continue;
      const seconds = demoVideoSeconds[name];
      const log = drawDemo(name);
      // Captions first: a cue without room to be read stops the run before minutes of rendering.
      const { starts } = timeline(log.ops, seconds);
      const vtt = webVtt(cueTimes(captionScripts[name], starts, seconds));
      const lossless = path.join(tmp, `${name}.mkv`);
      await renderFrames(Engine, log, seconds, lossless);
      encodeUnder(lossless, path.join(OUT, `${name}.mp4`));
      const vttFile = path.join(OUT, `${name}.vtt`);
      fs.writeFileSync(vttFile, vtt);
      written.push({ file: vttFile, bytes: Buffer.byteLength(vtt) });
      console.log(`  ${name}: ${seconds} s, ${log.ops.length} ops`);
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2);
  await makeLessonVideos(only.length ? only : null);
  let total = 0;
  for (const { file, bytes } of written) {
    total += bytes;
    console.log(`${path.relative(ROOT, file)}  ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`total ${(total / 1024).toFixed(0)} KB`);
}
