import type { DrawingsStore } from '../drawing/store';
import { uploadsPath } from '../../platform/storage/storage';
import { organization, type PageHead } from './page-head';

type PublicDrawing = NonNullable<Awaited<ReturnType<DrawingsStore['find']>>>;

const drawingTime = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  return minutes < 1 ? 'under a minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * A public drawing's replay, as a shared link previews it: the picture, who drew it, and how
 * long it took; schema.org reads it as a visual artwork.
 */
export function drawingHead(row: PublicDrawing, publicUrl: string): PageHead {
  const path = `/drawings/${row.id}/replay`;
  const picture = `${uploadsPath}/${row.pictureKey}`;
  return {
    title: `${row.title} by ${row.ownerName}: watch it being drawn | Glossy Drawer`,
    description: `Watch “${row.title}” by ${row.ownerName} being drawn, stroke by stroke: ${row.strokes} strokes, ${drawingTime(row.durationMs)} of drawing on Glossy Drawer.`,
    path,
    image: picture,
    preloadImage: picture,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VisualArtwork',
        name: row.title,
        url: `${publicUrl}${path}`,
        image: `${publicUrl}${picture}`,
        artMedium: 'Digital drawing',
        width: { '@type': 'Distance', name: `${row.width} px` },
        height: { '@type': 'Distance', name: `${row.height} px` },
        dateCreated: row.createdAt.toISOString(),
        dateModified: row.updatedAt.toISOString(),
        creator: { '@type': 'Person', name: row.ownerName },
        publisher: organization(publicUrl),
      },
    ],
  };
}
