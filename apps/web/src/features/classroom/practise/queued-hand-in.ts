import type { StrokeLog } from '@glossy/canvas';
import { createDrawing } from '../../../entities/drawing/drawings-api';
import { postHandIn } from '../../../entities/classroom/project-queries';
import { ApiError } from '../../../lib/api';
import { enqueue } from '../../../lib/offline/device-store';
import { markQueued } from '../../../lib/offline/outbox-flag';

export const HAND_IN = 'hand-in';

/** A hand-in made offline: the board as it was, and the key its drawing is saved under. */
export interface QueuedHandIn {
  lessonId: string;
  title: string;
  log: StrokeLog;
  /** The picture's bytes: a Blob does not survive every browser's offline database. */
  picture: { bytes: ArrayBuffer; type: string };
  clientId: string;
}

export async function queueHandIn(email: string, handIn: QueuedHandIn): Promise<void> {
  await enqueue({ email, kind: HAND_IN, label: handIn.title, payload: handIn });
  markQueued();
}

const isQueuedHandIn = (value: unknown): value is QueuedHandIn => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const picture = v.picture as Record<string, unknown> | undefined;
  return (
    typeof v.lessonId === 'string' &&
    typeof v.title === 'string' &&
    typeof v.clientId === 'string' &&
    typeof v.log === 'object' &&
    // Read back from the database, the bytes may come from another realm than this page's.
    Object.prototype.toString.call(picture?.bytes) === '[object ArrayBuffer]' &&
    typeof picture?.type === 'string'
  );
};

/**
 * Sends a queued hand-in: the drawing under its key (sent again, the server answers the one it
 * made), then the hand-in of that drawing (which replaces an earlier one, so a repeat is harmless).
 * Answers what to tell the student.
 */
export async function sendHandIn(payload: unknown): Promise<string> {
  if (!isQueuedHandIn(payload)) throw new ApiError(400, 'A queued hand-in could not be read.');
  const { lessonId, title, log, picture, clientId } = payload;
  const { insertedId } = await createDrawing({
    title,
    log,
    picture: new Blob([picture.bytes], { type: picture.type }),
    clientId,
  });
  if (!insertedId) throw new ApiError(500, 'The server did not say where it saved it.');
  await postHandIn({ lessonId, drawingId: insertedId });
  return `Handed in: “${title}”, made offline`;
}
