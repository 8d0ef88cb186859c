import { isBlendMode, type BlendMode } from '../blend/modes';
import { isHexColor } from '../color';
import { MAX_LAYERS } from '../doc/document';
import { guidesProblem, type Guide } from '../guides/guides';
import { checkOp } from '../log/parse';
import { PictureBudget } from '../select/checks';
import { beginOp, finite, MAX_STROKE_SAMPLES } from './actions';
import type { BoardEntry, OpenOp } from './boardRules';

/** Raster pixels of one layer at most: 4096 × 4096, a 2000 × 2000 page at scale 2. */
export const MAX_SNAPSHOT_PIXELS = 4096 * 4096;

/** Raster rows in one band of a layer's pixels. */
export const BAND_ROWS = 64;

export interface SnapshotLayer {
  id: string;
  name: string;
  visible: boolean;
  opacity: number;
  blend: BlendMode;
  locked: boolean;
  clip: boolean;
  /** Deflated bytes of each band of its pixels that follow the header; 0 for a blank band. */
  bands: number[];
}

export interface SnapshotHeader {
  width: number;
  height: number;
  scale: number;
  background: string;
  seq: number;
  steps: number;
  layers: SnapshotLayer[];
  /** The board's guides; absent when it has none (and in snapshots from before guides). */
  guides?: Guide[];
  redo: BoardEntry[];
  /**
   * The stroke or shape being drawn when the snapshot was taken, without its samples: `samples`
   * of them follow the pixels in `bytes` bytes (`writeSamples`).
   */
  open?: { by: string; op: OpenOp['op']; corner: OpenOp['corner']; samples: number; bytes: number };
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const count = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const flag = (v: unknown): v is boolean => typeof v === 'boolean';

const bad = (what: string): never => {
  throw new Error(`Bad snapshot: ${what}`);
};

/**
 * The header of untrusted snapshot bytes, checked: the page no larger than a layer may be, the
 * layers as many as a board holds with ids of their own, their stored pixels exactly the
 * `pixelBytes` that follow, and the redo tail's ops as a stroke log's are checked.
 */
export function readHeader(head: Uint8Array, pixelBytes: number): SnapshotHeader {
  if (pixelBytes < 0) bad('the header is longer than the snapshot');
  let v: unknown;
  try {
    v = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(head));
  } catch {
    bad('the header does not read');
  }
  if (!isObj(v)) return bad('the header is not an object');
  const { width, height, scale, background, seq, steps, layers, redo, open, guides } = v;
  if (!count(width) || !count(height) || width < 1 || height < 1) return bad('page size');
  if (scale !== 1 && scale !== 2 && scale !== 3) return bad('scale');
  if (width * height * scale * scale > MAX_SNAPSHOT_PIXELS) return bad('the page is too large');
  if (typeof background !== 'string' || !isHexColor(background)) return bad('background');
  if (!count(seq) || !count(steps)) return bad('seq and steps must be whole numbers ≥ 0');
  if (!Array.isArray(layers) || layers.length < 1 || layers.length > MAX_LAYERS) {
    return bad(`a board has 1 to ${MAX_LAYERS} layers`);
  }
  const bands = Math.ceil((height * scale) / BAND_ROWS);
  const checked = layers.map((layer) => readLayer(layer, bands));
  if (new Set(checked.map((l) => l.id)).size !== checked.length) bad('layer ids repeat');
  const openOp = open === undefined ? undefined : readOpen(open);
  const stored = checked.reduce((n, l) => l.bands.reduce((m, b) => m + b, n), 0);
  if (stored + (openOp?.bytes ?? 0) !== pixelBytes) bad('pixels of the wrong length');
  if (!Array.isArray(redo)) return bad('redo must be a list');
  const guideProblem = guides === undefined ? null : guidesProblem(guides);
  if (guideProblem) bad(guideProblem);
  const header = { width, height, scale, background, seq, steps, layers: checked };
  return {
    ...header,
    ...(guides !== undefined && { guides: guides as Guide[] }),
    redo: readRedo(redo),
    ...(openOp && { open: openOp }),
  };
}

function readOpen(v: unknown): NonNullable<SnapshotHeader['open']> {
  if (!isObj(v) || typeof v.by !== 'string') return bad('the open stroke needs who draws it');
  const { by, corner, samples, bytes } = v;
  const op = beginOp(v.op);
  if (typeof op === 'string') return bad(`the open stroke: ${op}`);
  if (!count(samples) || samples > MAX_STROKE_SAMPLES || !count(bytes)) {
    return bad('the open stroke has too many samples');
  }
  if (op.t === 'shape' && samples > 0) return bad('a shape has no samples');
  if (corner !== null && !(isObj(corner) && finite(corner.x1) && finite(corner.y1))) {
    return bad('the open shape needs its corner');
  }
  return {
    by,
    op,
    corner: corner && { x1: corner.x1 as number, y1: corner.y1 as number },
    samples,
    bytes,
  };
}

function readLayer(v: unknown, bandCount: number): SnapshotLayer {
  if (!isObj(v)) return bad('a layer is not an object');
  const { id, name, visible, opacity, blend, locked, clip, bands } = v;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return bad('layer id');
  if (!flag(visible) || !flag(locked) || !flag(clip)) return bad(`layer ${id} flags`);
  if (typeof opacity !== 'number' || !(opacity >= 0 && opacity <= 1)) return bad('opacity');
  if (!isBlendMode(blend)) return bad(`layer ${id} blend`);
  if (!Array.isArray(bands) || bands.length !== bandCount || !bands.every(count)) {
    return bad(`layer ${id} needs the length of each of its ${bandCount} bands`);
  }
  return { id, name, visible, opacity, blend, locked, clip, bands };
}

function readRedo(list: unknown[]): BoardEntry[] {
  const pictures = new PictureBudget();
  return list.map((entry, i) => {
    if (!isObj(entry) || typeof entry.by !== 'string') return bad(`redo ${i} needs an op and by`);
    const over = pictures.spend(entry.op);
    if (over) bad(`redo ${i}: ${over}`);
    const op = checkOp(entry.op);
    if (typeof op === 'string') return bad(`redo ${i}: ${op}`);
    return { op, by: entry.by };
  });
}
