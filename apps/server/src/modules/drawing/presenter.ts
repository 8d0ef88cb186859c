import type { DrawingDetail, DrawingSummary } from '@glossy/contract';
import type { FileLinks } from '../../platform/storage/file-links';
import { uploadsPath } from '../../platform/storage/storage';
import type { DrawingRow, DrawingsStore } from './store';

type FoundDrawing = NonNullable<Awaited<ReturnType<DrawingsStore['find']>>>;

/** Pictures of a private drawing are handed out as signed links; a public one's are plain. */
export function drawingPresenter(fileLinks: FileLinks) {
  const link = (row: DrawingRow, key: string) => {
    const url = `${uploadsPath}/${key}`;
    return row.visibility === 'public' ? url : fileLinks.sign(url);
  };

  const summary = (row: DrawingRow): DrawingSummary => ({
    _id: row.id,
    title: row.title,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    strokes: row.strokes,
    visibility: row.visibility,
    version: row.version,
    thumbnail: link(row, row.thumbnailKey),
    picture: link(row, row.pictureKey),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    summary,
    detail: (row: FoundDrawing, viewerId: string | null): DrawingDetail => ({
      ...summary(row),
      owner: { _id: row.ownerId, name: row.ownerName, photo: row.ownerPhoto },
      mine: row.ownerId === viewerId,
      // The version names the log, so a browser never keeps an old one under the new address.
      log: `/api/drawings/${row.id}/log?v=${row.version}`,
      logBytes: row.logBytes,
    }),
  };
}
