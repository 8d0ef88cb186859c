import type { StrokeLog } from '@glossy/canvas';
import { ApiError } from '../../../lib/api';
import { enqueue } from '../../../lib/offline/device-store';
import {
  isStoredPicture,
  pictureFrom,
  storePicture,
  type StoredPicture,
} from '../../../lib/offline/stored-picture';
import { createDrawing, saveDrawing } from '../../../entities/drawing/drawings-api';
import type { CloudLink } from './cloud-link';

export const DRAWING = 'drawing';

/**
 * A drawing of the studio that left the board offline (New, Open) before the account had all of
 * it: the board as it was, with the keys its saves go under, so sending it twice never makes two.
 */
export interface QueuedDrawing {
  /** Null when it was never in the account: it is then made under `clientId`. */
  drawingId: string | null;
  clientId: string;
  version: number;
  saveId: string;
  /** The key of the copy made when the account's drawing changed (or went) meanwhile. */
  copyId: string;
  title: string;
  log: StrokeLog;
  picture: StoredPicture;
}

/** Queues the board's drawing as its link names it, with the keys its saves already went under. */
export async function queueBoard(link: CloudLink, board: { log: StrokeLog; picture: Blob }) {
  const drawing: QueuedDrawing = {
    drawingId: link.drawingId,
    clientId: link.clientId ?? crypto.randomUUID(),
    version: link.version,
    saveId: link.saveId ?? crypto.randomUUID(),
    copyId: crypto.randomUUID(),
    title: link.title,
    log: board.log,
    picture: await storePicture(board.picture),
  };
  await enqueue({ email: link.email, kind: DRAWING, label: link.title, payload: drawing });
}

const isQueuedDrawing = (value: unknown): value is QueuedDrawing => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.drawingId === null || typeof v.drawingId === 'string') &&
    ['clientId', 'saveId', 'copyId', 'title'].every((key) => typeof v[key] === 'string') &&
    Number.isInteger(v.version) &&
    typeof v.log === 'object' &&
    isStoredPicture(v.picture)
  );
};

/**
 * Sends a queued drawing: a first save under its client key, or a save over the version it
 * followed under its save key; when the account's copy moved on (409) or went (404), it is kept
 * as a named copy under a key of its own. Answers what to tell the artist.
 */
export async function sendDrawing(payload: unknown): Promise<string> {
  if (!isQueuedDrawing(payload))
    throw new ApiError(400, 'A drawing kept offline could not be read.');
  const { drawingId, clientId, version, saveId, copyId, title, log, picture } = payload;
  const upload = { log, picture: pictureFrom(picture) };
  if (drawingId === null) {
    await createDrawing({ ...upload, title, clientId });
    return `Saved to your account: “${title}”, drawn offline`;
  }
  try {
    await saveDrawing(drawingId, version, upload, saveId);
    return `Saved to your account: “${title}”, drawn offline`;
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 409 && err.status !== 404)) throw err;
    const copy = `${title} (copy)`;
    await createDrawing({ ...upload, title: copy, clientId: copyId });
    return `“${title}” changed elsewhere meanwhile. Both are kept: yours is “${copy}”.`;
  }
}
