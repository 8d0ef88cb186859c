import { deflateSync, inflateSync } from 'fflate';
import { Engine } from '../engine/engine';
import { isBlank, type Surface } from '../raster/surface';
import { SAMPLE_STRIDE } from '../ink/sample';
import { batchProblem } from './actions';
import { BitReader, BitWriter } from './bits';
import type { OpenStroke } from './eventsFrame';
import type { BoardEntry, OpenOp } from './boardRules';
import { readSamples, writeSamples } from './sampleCodec';
import { BAND_ROWS, readHeader, type SnapshotHeader } from './snapshotHeader';

/**
 * The board as it is now, in bytes: a late joiner's board, and the room's on a restart.
 *
 *   "GDLS" · version (1 byte) · header length (u32, little-endian) · header (JSON) · pixels
 *
 * The header holds the page, each layer's properties, the guides, and the ops undone and not yet
 * redone (so a redo works on a board made from it). A layer's exact RGBA follows in bands of
 * BAND_ROWS rows, each deflated on its own (fast), the header saying each one's length (0: a
 * blank band, nothing stored). Bands keep a blank stretch free, and let the room's board deflate again only
 * the bands a stroke changed (SnapshotEncoder). The samples of a stroke being drawn come last.
 */
const MAGIC = [0x47, 0x44, 0x4c, 0x53];
const VERSION = 1;
const PREFIX = MAGIC.length + 1 + 4;

export interface SnapshotExtras {
  /** Ops the board shows (where it stands on the session's timeline). */
  steps?: number;
  /** Ops undone and not redone, oldest first, with who made each. */
  redo?: readonly BoardEntry[];
  /** The stroke or shape being drawn, which a board made from the snapshot goes on with. */
  open?: OpenOp | null;
}

export interface DecodedSnapshot {
  /** The board, its history empty but for the redo tail. */
  engine: Engine;
  seq: number;
  steps: number;
  redo: BoardEntry[];
  /** The stroke (with its samples so far) or shape being drawn, if any. */
  open: OpenOp | null;
}

/** Deflated pixels of band `band` of a surface; null when every byte is zero. */
export type BandBytes = (surface: Surface, band: number) => Uint8Array | null;

function bandRange(surface: Surface, band: number): [number, number] {
  const row = surface.width * 4;
  const start = band * BAND_ROWS * row;
  return [start, Math.min(surface.data.length, start + BAND_ROWS * row)];
}

export const bandCount = (surface: Surface) => Math.ceil(surface.height / BAND_ROWS);

export const deflateBand: BandBytes = (surface, band) => {
  const [start, end] = bandRange(surface, band);
  const pixels = surface.data.subarray(start, end);
  if (isBlank(pixels)) return null;
  // Level 3: on a busy board it deflates as fast as level 1 and inflates a third faster.
  return deflateSync(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
    level: 3,
  });
};

export function encodeSnapshot(engine: Engine, seq: number, extras: SnapshotExtras = {}) {
  return writeSnapshot(engine, seq, extras, deflateBand);
}

/** The snapshot with each band's bytes from `bandBytes` (a cache of them, for the room's board). */
export function writeSnapshot(
  engine: Engine,
  seq: number,
  extras: SnapshotExtras,
  bandBytes: BandBytes,
): Uint8Array {
  const { doc } = engine;
  const chunks: Uint8Array[] = [];
  const layers = doc.layers.map(({ id, name, visible, opacity, blend, locked, clip, surface }) => {
    const bands: number[] = [];
    for (let b = 0; b < bandCount(surface); b++) {
      const bytes = bandBytes(surface, b);
      if (bytes) chunks.push(bytes);
      bands.push(bytes?.length ?? 0);
    }
    return { id, name, visible, opacity, blend, locked, clip, bands };
  });
  const header: SnapshotHeader = {
    width: doc.width,
    height: doc.height,
    scale: doc.scale,
    background: doc.background,
    seq,
    steps: extras.steps ?? 0,
    layers,
    ...(doc.guides.length > 0 && { guides: [...doc.guides] }),
    redo: (extras.redo ?? []).map(({ op, by }) => ({ op, by })),
  };
  const open = extras.open;
  if (open) {
    const points = open.op.t === 'stroke' ? open.op.points : [];
    const w = new BitWriter();
    writeSamples(w, points, []);
    const samples = w.finish();
    chunks.push(samples);
    const op = open.op.t === 'stroke' ? { ...open.op, points: [] } : open.op;
    header.open = {
      by: open.by,
      op,
      corner: open.corner,
      samples: points.length / SAMPLE_STRIDE,
      bytes: samples.length,
    };
  }
  const head = new TextEncoder().encode(JSON.stringify(header));
  const total = PREFIX + head.length + chunks.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(total);
  out.set(MAGIC, 0);
  out[MAGIC.length] = VERSION;
  new DataView(out.buffer).setUint32(MAGIC.length + 1, head.length, true);
  out.set(head, PREFIX);
  let at = PREFIX + head.length;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A board from snapshot bytes; throws on anything malformed, before allocating from it. */
export function decodeSnapshot(bytes: Uint8Array): DecodedSnapshot {
  const { h, start } = headerOf(bytes);
  const engine = new Engine({
    width: h.width,
    height: h.height,
    scale: h.scale,
    background: h.background,
  });
  const { doc } = engine;
  // One byte more than a band holds: a stream that fills it is longer than its band.
  const scratch = new Uint8Array(doc.rasterWidth * BAND_ROWS * 4 + 1);
  let at = start;
  doc.layers = h.layers.map(({ bands, id, name, ...props }) => {
    const layer = Object.assign(doc.newLayer(id, name), props);
    const { surface } = layer;
    bands.forEach((stored, b) => {
      if (stored === 0) return;
      const [start, end] = bandRange(surface, b);
      const pixels = inflated(bytes.subarray(at, at + stored), scratch);
      if (pixels.length !== end - start) throw new Error(`Bad snapshot: layer ${id} band ${b}`);
      surface.data.set(pixels, start);
      at += stored;
    });
    return layer;
  });
  doc.guides = h.guides ?? [];
  engine.history.appendRedo(h.redo.map((e) => e.op));
  const open = h.open ? openOf(h.open, bytes.subarray(at, at + h.open.bytes)) : null;
  return { engine, seq: h.seq, steps: h.steps, redo: h.redo, open };
}

/** The header of snapshot bytes, checked, and where what follows it starts. */
function headerOf(bytes: Uint8Array): { h: SnapshotHeader; start: number } {
  if (bytes.length < PREFIX || MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new Error('Not a board snapshot');
  }
  if (bytes[MAGIC.length] !== VERSION) {
    throw new Error(`Unsupported board snapshot version ${String(bytes[MAGIC.length])}`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headLength = view.getUint32(MAGIC.length + 1, true);
  const start = PREFIX + headLength;
  return { h: readHeader(bytes.subarray(PREFIX, start), bytes.length - start), start };
}

/**
 * Who draws the stroke or shape in progress when a snapshot was taken, and a stroke's samples so
 * far, read without the pixels; null if nothing is in progress.
 */
export function snapshotOpenOp(bytes: Uint8Array): OpenStroke | null {
  const { h } = headerOf(bytes);
  if (!h.open) return null;
  const { by, op } = openOf(h.open, bytes.subarray(bytes.length - h.open.bytes));
  return { by, points: op.t === 'stroke' ? op.points : [] };
}

function openOf(open: NonNullable<SnapshotHeader['open']>, samples: Uint8Array): OpenOp {
  const { by, op, corner } = open;
  if (op.t !== 'stroke') return { by, op, corner };
  const points = open.samples > 0 ? readSamples(new BitReader(samples), [], open.samples) : [];
  const problem = open.samples > 0 ? batchProblem(points, 0) : null;
  if (problem) throw new Error(`Bad snapshot: the open stroke: ${problem}`);
  return { by, op: { ...op, points }, corner };
}

function inflated(chunk: Uint8Array, out: Uint8Array): Uint8Array {
  try {
    return inflateSync(chunk, { out });
  } catch (err) {
    throw new Error(`Bad snapshot: ${err instanceof Error ? err.message : 'pixels do not unpack'}`);
  }
}
