import type { Op } from '../doc/ops';
import { checkOp } from '../log/parse';

export interface SavedDrawing {
  width: number;
  height: number;
  scale: number;
  background: string;
  /** Applied ops followed by the redo tail. */
  ops: Op[];
  cursor: number;
}

interface Meta {
  width: number;
  height: number;
  scale: number;
  background: string;
  cursor: number;
  length: number;
}

const OPS = 'ops';
const META = 'meta';
/** The tracing image, kept as the file the user chose (version 2 of the database). */
const REFERENCE = 'reference';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('autosave failed'));
  });
}

/**
 * Keeps the drawing in IndexedDB, one record per op, so saving after a stroke writes only that
 * stroke (plus a small header) however long the session, and a crash loses at most the stroke
 * in progress. Writes are queued so they land in order.
 */
export class Autosave {
  private saved: Op[] = [];
  private queue: Promise<void> = Promise.resolve();

  private constructor(private readonly db: IDBDatabase) {}

  static async open(name = 'glossy-drawer-canvas'): Promise<Autosave | null> {
    if (typeof indexedDB === 'undefined') return null;
    const open = indexedDB.open(name, 2);
    open.onupgradeneeded = () => {
      const db = open.result;
      for (const store of [OPS, META, REFERENCE]) {
        if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
      }
    };
    try {
      return new Autosave(await request(open));
    } catch {
      return null;
    }
  }

  async load(): Promise<SavedDrawing | null> {
    const tx = this.db.transaction([OPS, META], 'readonly');
    const meta = (await request(tx.objectStore(META).get('doc'))) as Meta | undefined;
    if (!meta) return null;
    const raw = (await request(
      tx.objectStore(OPS).getAll(IDBKeyRange.bound(0, meta.length - 1)),
    )) as unknown[];
    const ops: Op[] = [];
    for (const r of raw) {
      const op = checkOp(r);
      if (typeof op === 'string') break; // keep what is intact rather than lose everything
      ops.push(op);
    }
    this.saved = ops.slice();
    return { ...meta, ops, cursor: Math.min(meta.cursor, ops.length) };
  }

  /** Saves the differences from what was saved last (ops are compared by identity). */
  save(doc: Omit<Meta, 'length' | 'cursor'>, ops: readonly Op[], cursor: number): Promise<void> {
    let first = 0;
    while (first < ops.length && first < this.saved.length && ops[first] === this.saved[first])
      first++;
    const stale = this.saved.length;
    const fresh = ops.slice(first);
    this.saved = ops.slice();
    this.queue = this.queue
      .then(async () => {
        const tx = this.db.transaction([OPS, META], 'readwrite');
        const store = tx.objectStore(OPS);
        fresh.forEach((op, i) => store.put(op, first + i));
        if (stale > ops.length) store.delete(IDBKeyRange.bound(ops.length, stale - 1));
        const meta: Meta = { ...doc, cursor, length: ops.length };
        tx.objectStore(META).put(meta, 'doc');
        await done(tx);
      })
      .catch(() => undefined);
    return this.queue;
  }

  async loadReference(): Promise<Blob | null> {
    const tx = this.db.transaction(REFERENCE, 'readonly');
    const found: unknown = await request(tx.objectStore(REFERENCE).get('image'));
    return found instanceof Blob ? found : null;
  }

  /** Keeps (or with null, forgets) the reference image; queued after the drawing's writes. */
  saveReference(image: Blob | null): Promise<void> {
    this.queue = this.queue
      .then(async () => {
        const tx = this.db.transaction(REFERENCE, 'readwrite');
        const store = tx.objectStore(REFERENCE);
        if (image) store.put(image, 'image');
        else store.delete('image');
        await done(tx);
      })
      .catch(() => undefined);
    return this.queue;
  }

  close(): void {
    this.db.close();
  }
}
