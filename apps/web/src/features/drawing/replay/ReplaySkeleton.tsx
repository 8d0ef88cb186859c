import type { DrawingSummary } from '@glossy/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/Skeleton';
import { drawingKeys } from '../../../entities/drawing/drawings-api';
import { boardBox } from '../../../sketchpad/replay/ReplayBoard';

/** The sketchpad's own page size: most drawings have it. */
const usual = { width: 1000, height: 500 };

/** The drawing's size when My drawings has already listed it, so the box is the board's own. */
function useKnownSize(id: string): { width: number; height: number } {
  const lists = useQueryClient().getQueriesData<unknown>({
    queryKey: [...drawingKeys.all, 'mine'],
  });
  for (const [, data] of lists) {
    if (!Array.isArray(data)) continue;
    const found = (data as DrawingSummary[]).find((drawing) => drawing._id === id);
    if (found) return { width: found.width, height: found.height };
  }
  return usual;
}

/** The replay page while its details load: header, board, controls and facts in their places. */
export function ReplaySkeleton({ id }: { id: string }) {
  const { width, height } = useKnownSize(id);
  return (
    <div className="container-page section space-y-8 pt-8 sm:pt-10" aria-busy="true">
      <title>Drawing replay | Glossy Drawer</title>
      <p className="sr-only" role="status">
        Loading the drawing
      </p>
      <div className="space-y-3">
        <Skeleton className="h-4 w-40 rounded" />
        <Skeleton className="h-10 w-2/3 max-w-md rounded" />
        <Skeleton className="h-8 w-48 rounded-full" />
      </div>
      <div className="space-y-4">
        <div
          className="skeleton rounded-box mx-auto w-full"
          style={boardBox(width, height)}
          aria-hidden="true"
        />
        <Skeleton className="h-6 w-full rounded" />
        <Skeleton className="h-11 w-full max-w-md rounded" />
      </div>
      <Skeleton className="rounded-box h-64 w-full" />
    </div>
  );
}
