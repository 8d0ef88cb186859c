import type { Op } from '../core/doc/ops';
import type { Engine } from '../core/engine/engine';
import { checkOp } from '../core/log/parse';
import { replay } from '../core/log/replay';
import { LOG_FORMAT, LOG_VERSION } from '../core/log/format';

export interface SavedDrawing {
  width: number;
  height: number;
  scale: number;
  background: string;
  /** Applied ops followed by the redo tail. */
  ops: Op[];
  cursor: number;
}

/** The drawing's header, kept beside its ops. */
export interface DrawingMeta {
  width: number;
  height: number;
  scale: number;
  background: string;
  cursor: number;
  length: number;
}

/**
 * Where the autosave keeps a drawing: IndexedDB in a browser (dom/indexedDbDrawings.ts), a Map in
 * a test. One record per op, so saving after a stroke writes only that stroke.
 */
export interface DrawingStore {
  /** The header and every op record from 0 to its length - 1, unchecked; null when none. */
  read(): Promise<{ meta: DrawingMeta; ops: unknown[] } | null>;
  /** Puts `ops` from index `first`, drops the records from `keepUpTo` on, and the header. */
  write(first: number, ops: readonly Op[], keepUpTo: number, meta: DrawingMeta): Promise<void>;
  readReference(): Promise<Blob | null>;
  writeReference(image: Blob | null): Promise<void>;
  close(): void;
}

/**
 * Keeps the drawing, writing only what changed since the last save; a crash loses at most the
 * stroke in progress. Writes are queued so they land in order, and a failed write is dropped
 * rather than stopping the ones after it.
 */
export class Autosave {
  private saved: Op[] = [];
  private queue: Promise<void> = Promise.resolve();

  /** `onFailure` hears of each write that failed (a full device): the page says so. */
  constructor(
    private readonly store: DrawingStore,
    private readonly onFailure: (err: unknown) => void = () => {},
  ) {}

  async load(): Promise<SavedDrawing | null> {
    const found = await this.store.read();
    if (!found) return null;
    const ops: Op[] = [];
    for (const r of found.ops) {
      const op = checkOp(r);
      if (typeof op === 'string') break; // keep what is intact rather than lose everything
      ops.push(op);
    }
    this.saved = ops.slice();
    const { length: _length, ...meta } = found.meta;
    return { ...meta, ops, cursor: Math.min(meta.cursor, ops.length) };
  }

  /** Saves the differences from what was saved last (ops are compared by identity). */
  save(
    doc: Omit<DrawingMeta, 'length' | 'cursor'>,
    ops: readonly Op[],
    cursor: number,
  ): Promise<void> {
    let first = 0;
    while (first < ops.length && first < this.saved.length && ops[first] === this.saved[first])
      first++;
    const fresh = ops.slice(first);
    this.saved = ops.slice();
    const meta: DrawingMeta = { ...doc, cursor, length: ops.length };
    return this.enqueue(() => this.store.write(first, fresh, ops.length, meta));
  }

  loadReference(): Promise<Blob | null> {
    return this.store.readReference();
  }

  /** Keeps (or with null, forgets) the reference image; queued after the drawing's writes. */
  saveReference(image: Blob | null): Promise<void> {
    return this.enqueue(() => this.store.writeReference(image));
  }

  close(): void {
    this.store.close();
  }

  private enqueue(write: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(write).catch((err: unknown) => this.onFailure(err));
    return this.queue;
  }
}

/** The engine a saved drawing comes back as: its applied ops drawn, the rest kept for redo. */
export function engineFrom(saved: SavedDrawing): Engine {
  const engine = replay({
    format: LOG_FORMAT,
    version: LOG_VERSION,
    ...saved,
    ops: saved.ops.slice(0, saved.cursor),
  });
  engine.history.appendRedo(saved.ops.slice(saved.cursor));
  return engine;
}
