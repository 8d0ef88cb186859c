import type { StrokeLog } from '@glossy/canvas';
import { createDrawing } from '../../../entities/drawing/drawings-api';
import { postHandIn } from '../../../entities/classroom/project-queries';
import { ApiError } from '../../../lib/api';
import { enqueue } from '../../../lib/offline/device-store';
import {
  isStoredPicture,
  pictureFrom,
  type StoredPicture,
} from '../../../lib/offline/stored-picture';

export const HAND_IN = 'hand-in';

/** A hand-in made offline: the board as it was, and the key its drawing is saved under. */
export interface QueuedHandIn {
  lessonId: string;
  title: string;
  log: StrokeLog;
  picture: StoredPicture;
  clientId: string;
}

export async function queueHandIn(email: string, handIn: QueuedHandIn): Promise<void> {
  await enqueue({ email, kind: HAND_IN, label: handIn.title, payload: handIn });
}

const isQueuedHandIn = (value: unknown): value is QueuedHandIn => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.lessonId === 'string' &&
    typeof v.title === 'string' &&
    typeof v.clientId === 'string' &&
    typeof v.log === 'object' &&
    isStoredPicture(v.picture)
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
    picture: pictureFrom(picture),
    clientId,
  });
  if (!insertedId) throw new ApiError(500, 'The server did not say where it saved it.');
  await postHandIn({ lessonId, drawingId: insertedId });
  return `Handed in: “${title}”, made offline`;
}
