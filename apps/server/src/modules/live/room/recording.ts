import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { LiveBoardState } from '@glossy/canvas/live';
import sharp from 'sharp';
import type { Storage } from '../../../platform/storage/storage';
import { drawingContent } from '../../drawing/drawing-content';
import type { drawingsStore } from '../../drawing/store';

const gzipAsync = promisify(gzip);

type StrokeLog = ReturnType<LiveBoardState['log']>;

/** A flattened board: RGBA rows, as the engine's `flatten` gives them. */
export interface BoardPicture {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * A session's drawing, public, owned by its host, so its replay page plays it: the stroke log and
 * the picture go through the same checks as any drawing saved from the sketchpad.
 */
export async function saveSessionDrawing(
  log: StrokeLog,
  picture: BoardPicture,
  title: string,
  hostId: string,
  storage: Storage,
  drawings: Pick<ReturnType<typeof drawingsStore>, 'create' | 'patch'>,
): Promise<string> {
  const gzipped = await gzipAsync(JSON.stringify(log));
  const pixels = Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength);
  const png = await sharp(pixels, {
    raw: { width: picture.width, height: picture.height, channels: 4 },
  })
    .png({ compressionLevel: 6 })
    .toBuffer();
  const content = await drawingContent(
    storage,
    new File([gzipped], 'session.json.gz', { type: 'application/gzip' }),
    new File([png], 'session.png', { type: 'image/png' }),
  );
  const { id } = await drawings.create(hostId, title.slice(0, 120), content);
  await drawings.patch(id, { visibility: 'public' });
  return id;
}

/** Keeps a live room's board as its session's recording. */
export const recordSession = (
  board: LiveBoardState,
  title: string,
  hostId: string,
  storage: Storage,
  drawings: ReturnType<typeof drawingsStore>,
) =>
  saveSessionDrawing(
    board.log(),
    board.engine.flatten({ background: true }),
    title,
    hostId,
    storage,
    drawings,
  );
