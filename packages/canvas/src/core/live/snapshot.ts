import { deflateSync, inflateSync } from 'fflate';
import { Engine } from '../engine/engine';
import { isBlank } from '../raster/surface';
import type { BoardEntry } from './boardRules';
import { readHeader, type SnapshotHeader } from './snapshotHeader';

/**
 * The board as it is now, in bytes: a late joiner's board, and the room's on a restart.
 *
 *   "GDLS" · version (1 byte) · header length (u32, little-endian) · header (JSON) · pixels
 *
 * The header holds the page, each layer's properties and the byte length of its deflated RGBA
 * (0: an empty layer, nothing stored), and the ops undone and not yet redone, so a redo works
 * on a board made from it. The pixels are the layers' exact bytes, deflated fast: what a watcher
 * needs is a board ready soon, and a stroke-drawn layer is mostly runs of nothing.
 */
const MAGIC = [0x47, 0x44, 0x4c, 0x53];
const VERSION = 1;
const PREFIX = MAGIC.length + 1 + 4;

export interface SnapshotExtras {
  /** Ops the board shows (where it stands on the session's timeline). */
  steps?: number;
  /** Ops undone and not redone, oldest first, with who made each. */
  redo?: readonly BoardEntry[];
}

export interface DecodedSnapshot {
  /** The board, its history empty but for the redo tail. */
  engine: Engine;
  seq: number;
  steps: number;
  redo: BoardEntry[];
}

const bytesOf = (data: Uint8ClampedArray) =>
  new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

export function encodeSnapshot(
  engine: Engine,
  seq: number,
  extras: SnapshotExtras = {},
): Uint8Array {
  const { doc } = engine;
  const pixels = doc.layers.map((l) =>
    isBlank(l.surface.data) ? null : deflateSync(bytesOf(l.surface.data), { level: 1 }),
  );
  const header: SnapshotHeader = {
    width: doc.width,
    height: doc.height,
    scale: doc.scale,
    background: doc.background,
    seq,
    steps: extras.steps ?? 0,
    layers: doc.layers.map(({ id, name, visible, opacity, blend, locked, clip }, i) => ({
      id,
      name,
      visible,
      opacity,
      blend,
      locked,
      clip,
      bytes: pixels[i]?.length ?? 0,
    })),
    redo: (extras.redo ?? []).map(({ op, by }) => ({ op, by })),
  };
  const head = new TextEncoder().encode(JSON.stringify(header));
  const total = PREFIX + head.length + pixels.reduce((n, p) => n + (p?.length ?? 0), 0);
  const out = new Uint8Array(total);
  out.set(MAGIC, 0);
  out[MAGIC.length] = VERSION;
  new DataView(out.buffer).setUint32(MAGIC.length + 1, head.length, true);
  out.set(head, PREFIX);
  let at = PREFIX + head.length;
  for (const p of pixels) {
    if (!p) continue;
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A board from snapshot bytes; throws on anything malformed, before allocating from it. */
export function decodeSnapshot(bytes: Uint8Array): DecodedSnapshot {
  if (bytes.length < PREFIX || MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new Error('Not a board snapshot');
  }
  if (bytes[MAGIC.length] !== VERSION) {
    throw new Error(`Unsupported board snapshot version ${String(bytes[MAGIC.length])}`);
  }
  const headLength = new DataView(bytes.buffer, bytes.byteOffset).getUint32(MAGIC.length + 1, true);
  const h = readHeader(
    bytes.subarray(PREFIX, PREFIX + headLength),
    bytes.length - PREFIX - headLength,
  );
  const engine = new Engine({
    width: h.width,
    height: h.height,
    scale: h.scale,
    background: h.background,
  });
  const { doc } = engine;
  const size = doc.rasterWidth * doc.rasterHeight * 4;
  // One byte more than a layer holds: a stream that fills it is longer than a layer.
  const scratch = new Uint8Array(size + 1);
  let at = PREFIX + headLength;
  doc.layers = h.layers.map(({ bytes: stored, id, name, ...props }) => {
    const layer = Object.assign(doc.newLayer(id, name), props);
    if (stored > 0) {
      const pixels = inflated(bytes.subarray(at, at + stored), scratch);
      if (pixels.length !== size) throw new Error(`Bad snapshot: layer ${id} has the wrong size`);
      layer.surface.data.set(pixels);
    }
    at += stored;
    return layer;
  });
  engine.history.appendRedo(h.redo.map((e) => e.op));
  return { engine, seq: h.seq, steps: h.steps, redo: h.redo };
}

function inflated(chunk: Uint8Array, out: Uint8Array): Uint8Array {
  try {
    return inflateSync(chunk, { out });
  } catch (err) {
    throw new Error(`Bad snapshot: ${err instanceof Error ? err.message : 'pixels do not unpack'}`);
  }
}
