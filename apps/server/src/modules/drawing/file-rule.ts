import type { Db } from '../../db/client';
import { openForNow, restricted, type FileRule } from '../files/file-rules';
import { drawingsStore } from './store';

/**
 * A drawing's picture and thumbnail are open while the drawing is public. A drawing made private
 * moves its pictures to new keys (drawing-routes), so a copy kept anywhere names nothing.
 */
export function drawingFileRule(db: Db): FileRule {
  const drawings = drawingsStore(db);
  const privateOnly = restricted('This picture belongs to a private drawing.');
  return async (key) => {
    if (!key.startsWith('drawing-')) return null;
    return (await drawings.isPublicFile(key)) ? openForNow : privateOnly;
  };
}
