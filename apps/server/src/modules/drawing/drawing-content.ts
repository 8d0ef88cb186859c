import { randomUUID } from 'node:crypto';
import type { Storage } from '../../platform/storage/storage';
import { checkLog, checkPicture, precheckPicture } from './drawing-files';
import type { DrawingContent } from './store';

/** Checks both files, then stores the pictures under fresh keys: what a drawing's row holds. */
export async function drawingContent(
  storage: Storage,
  log: File,
  picture: File,
): Promise<DrawingContent> {
  const png = await precheckPicture(picture);
  const checked = await checkLog(log);
  const pictures = await checkPicture(png, checked);
  const pictureKey = `drawing-${randomUUID()}.webp`;
  const thumbnailKey = `drawing-${randomUUID()}.webp`;
  await storage.put(pictureKey, pictures.picture, 'image/webp');
  await storage.put(thumbnailKey, pictures.thumbnail, 'image/webp');
  return {
    width: checked.width,
    height: checked.height,
    log: checked.gzipped,
    durationMs: checked.facts.drawingMs,
    strokes: checked.facts.strokes,
    pictureKey,
    thumbnailKey,
  };
}
