import type { Op } from '../core/doc/ops';
import type { DrawingMeta, DrawingStore } from '../editor/autosave';

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

/** The autosave's records in IndexedDB: one per op, the header, and the tracing image. */
class IndexedDbDrawings implements DrawingStore {
  constructor(private readonly db: IDBDatabase) {}

  async read() {
    const tx = this.db.transaction([OPS, META], 'readonly');
    const meta = (await request(tx.objectStore(META).get('doc'))) as DrawingMeta | undefined;
    if (!meta) return null;
    const ops = (await request(
      tx.objectStore(OPS).getAll(IDBKeyRange.bound(0, meta.length - 1)),
    )) as unknown[];
    return { meta, ops };
  }

  async write(first: number, ops: readonly Op[], keepUpTo: number, meta: DrawingMeta) {
    const tx = this.db.transaction([OPS, META], 'readwrite');
    const store = tx.objectStore(OPS);
    ops.forEach((op, i) => store.put(op, first + i));
    // Whatever lay past the new end (undone, then replaced) goes; an empty range is skipped.
    store.delete(IDBKeyRange.lowerBound(keepUpTo));
    tx.objectStore(META).put(meta, 'doc');
    await done(tx);
  }

  async readReference() {
    const tx = this.db.transaction(REFERENCE, 'readonly');
    const found: unknown = await request(tx.objectStore(REFERENCE).get('image'));
    return found instanceof Blob ? found : null;
  }

  async writeReference(image: Blob | null) {
    const tx = this.db.transaction(REFERENCE, 'readwrite');
    const store = tx.objectStore(REFERENCE);
    if (image) store.put(image, 'image');
    else store.delete('image');
    await done(tx);
  }

  close() {
    this.db.close();
  }
}

/** The browser's store for the autosave; null where IndexedDB is missing or refused. */
export async function openIndexedDbDrawings(
  name = 'glossy-drawer-canvas',
): Promise<DrawingStore | null> {
  if (typeof indexedDB === 'undefined') return null;
  const open = indexedDB.open(name, 2);
  open.onupgradeneeded = () => {
    const db = open.result;
    for (const store of [OPS, META, REFERENCE]) {
      if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
    }
  };
  try {
    return new IndexedDbDrawings(await request(open));
  } catch {
    return null;
  }
}
