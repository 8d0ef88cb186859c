import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { RequireRole } from '../../../lib/auth/RequireRole';
import { EmptyState } from '../../../components/ui/EmptyState';
import { useMyDrawings } from '../drawings-queries';
import { DrawingCard } from './DrawingCard';
import { DrawingCardSkeleton } from './DrawingCardSkeleton';
import { DrawingDialogs, type DrawingDialog } from './DrawingDialogs';
import { GalleryFrame } from './GalleryFrame';
import { WaitingNotice } from './WaitingNotice';
import { useWaitingDrawings } from '../cloud/useWaitingDrawings';

/**
 * Columns by the room the list has, not the window: the same page sits beside the dashboard's
 * sidebar and alone at /drawings. One column on a phone, up to four on a wide screen.
 */
const grid = 'grid gap-5 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4';

function GallerySkeleton() {
  return (
    <div className="@container" aria-busy="true">
      <span className="sr-only">Loading your drawings</span>
      <div className={grid}>
        {[1, 2, 3].map((key) => (
          <DrawingCardSkeleton key={key} />
        ))}
      </div>
    </div>
  );
}

function Gallery() {
  const waiting = useWaitingDrawings();
  return (
    <>
      {waiting.length > 0 && <WaitingNotice waiting={waiting} />}
      <SavedDrawings waitingIds={waiting.map((drawing) => drawing.drawingId)} />
    </>
  );
}

function SavedDrawings({ waitingIds }: { waitingIds: (string | null)[] }) {
  const drawings = useMyDrawings();
  const [picked, setPicked] = useState<{ id: string; dialog: DrawingDialog | null }>();
  const listRef = useRef<HTMLUListElement>(null);
  // After a delete the card and its menu button are gone: the list keeps the keyboard's place, once
  // the dialog has let go of the focus (nothing outside an open modal dialog can take it).
  const refocusList = useRef(false);
  useEffect(() => {
    if (!refocusList.current) return;
    refocusList.current = false;
    listRef.current?.focus();
  });

  if (drawings.isError) {
    return <QueryError error={drawings.error} onRetry={() => void drawings.refetch()} />;
  }
  if (drawings.isPending) return <GallerySkeleton />;
  if (drawings.data.length === 0) {
    return (
      <EmptyState
        icon="draw"
        title="No drawings yet"
        text="Drawings you save from the sketchpad live here, ready to pick up again, replay stroke by stroke and share."
        to="/canvas"
        action="Start drawing"
      />
    );
  }

  const count = drawings.data.length;
  return (
    <div className="@container">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-base-content/75 text-sm" aria-live="polite">
          {count} {count === 1 ? 'drawing' : 'drawings'}, last saved first
        </p>
        <Link to="/canvas" className="btn btn-primary btn-sm">
          New drawing
        </Link>
      </div>
      <ul ref={listRef} tabIndex={-1} aria-label="Your drawings" className={`${grid} outline-none`}>
        {drawings.data.map((drawing, index) => (
          <li key={drawing._id}>
            <DrawingCard
              drawing={drawing}
              first={index === 0}
              waiting={waitingIds.includes(drawing._id)}
              onDialog={(dialog) => setPicked({ id: drawing._id, dialog })}
            />
          </li>
        ))}
      </ul>
      <DrawingDialogs
        drawing={drawings.data.find((drawing) => drawing._id === picked?.id)}
        open={picked?.dialog ?? null}
        onOpen={(dialog) => setPicked((current) => current && { ...current, dialog })}
        onClose={(dialog) =>
          setPicked((current) =>
            current?.dialog === dialog ? { ...current, dialog: null } : current,
          )
        }
        onDeleted={() => {
          refocusList.current = true;
        }}
      />
    </div>
  );
}

/**
 * /drawings and /dashboard/drawings: the signed-in user's saved drawings. A signed-out visitor is
 * sent to log in and brought back here.
 */
export default function MyDrawingsPage() {
  return (
    <RequireRole>
      <GalleryFrame>
        <Gallery />
      </GalleryFrame>
    </RequireRole>
  );
}
