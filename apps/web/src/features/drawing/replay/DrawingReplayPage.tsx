import { useEffect } from 'react';
import { useParams } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { ApiError, savedToken } from '../../../lib/api';
import { useHydrated } from '../../../lib/useHydrated';
import { useDrawing } from '../../../entities/drawing/drawing-queries';
import { DrawingReplay } from './DrawingReplay';
import { ReplayHeader } from './ReplayHeader';
import { ReplaySkeleton } from './ReplaySkeleton';
import { DrawingNeedsLogin, DrawingNotFound, DrawingPrivate } from './ReplayUnavailable';

/**
 * /drawings/:id/replay: a saved drawing redrawn stroke by stroke, with how it was made. Anyone
 * may watch a public drawing; a private one only its artist (and admins).
 */
export default function DrawingReplayPage() {
  const { id = '' } = useParams();
  const query = useDrawing(id);
  const hydrated = useHydrated();
  const { data, isFetchedAfterMount, refetch } = query;

  // A server-rendered page was asked for by nobody in particular: for its signed-in artist, the
  // details are asked again, so that "Open in the sketchpad" appears.
  const askAgain = hydrated && data !== undefined && !data.mine && !isFetchedAfterMount;
  useEffect(() => {
    if (askAgain && savedToken()) void refetch();
  }, [askAgain, refetch]);

  // An error is the browser's to show: the server asked as a visitor, the browser asks as the
  // user, and until it has, both draw the same skeleton.
  if (query.isPending || (query.isError && !hydrated)) return <ReplaySkeleton id={id} />;
  if (query.isError) {
    const { error } = query;
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 404 || status === 400) return <DrawingNotFound />;
    if (status === 403) return <DrawingPrivate />;
    if (status === 401) return <DrawingNeedsLogin />;
    return (
      <div className="container-page section">
        <title>Drawing replay | Glossy Drawer</title>
        <QueryError error={error} onRetry={() => void refetch()} />
      </div>
    );
  }

  const drawing = query.data;
  return (
    <div className="container-page section space-y-8 pt-8 sm:pt-10">
      <title>{`${drawing.title} — watch it being drawn | Glossy Drawer`}</title>
      <ReplayHeader drawing={drawing} />
      <DrawingReplay key={drawing._id} drawing={drawing} />
    </div>
  );
}
