import type { DrawingSummary } from '@glossy/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { fullDate, timeAgo } from '../../../lib/format/dates';
import { drawingPaths } from '../../../lib/paths/drawing-paths';
import { VisibilityBadge } from '../VisibilityBadge';
import { DrawingCardMenu, type CardAction } from './DrawingCardMenu';
import type { DrawingDialog } from './DrawingDialogs';
import { drawingTime } from './drawing-time';
import { useToggleVisibility } from './useToggleVisibility';
import { formatCount } from '../../../lib/format/numbers';

/** The server's thumbnails are 480 px wide; the height keeps the drawing's proportions. */
const thumbnailWidth = 480;
const thumbnailHeight = ({ width, height }: DrawingSummary) =>
  Math.max(1, Math.round((thumbnailWidth * height) / Math.max(1, width)));

function DrawingFacts({ drawing }: { drawing: DrawingSummary }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-base-content/70">Saved</dt>
      <dd className="font-medium">
        <time dateTime={drawing.updatedAt} title={fullDate(drawing.updatedAt)}>
          {timeAgo(drawing.updatedAt)}
        </time>
      </dd>
      <dt className="text-base-content/70">Drawing time</dt>
      <dd className="font-medium tabular-nums">{drawingTime(drawing.durationMs)}</dd>
      <dt className="text-base-content/70">Strokes</dt>
      <dd className="font-medium tabular-nums">{formatCount(drawing.strokes)}</dd>
    </dl>
  );
}

/**
 * One saved drawing: its thumbnail, title, facts and visibility; Open and Watch replay at hand,
 * the rest (rename, publish, share, delete) in its menu.
 */
export function DrawingCard({
  drawing,
  first,
  waiting = false,
  onDialog,
}: {
  drawing: DrawingSummary;
  /** The first card's picture is likely in view at once: it loads eagerly, the others lazily. */
  first: boolean;
  /** The board on this device holds strokes of it the account does not have yet. */
  waiting?: boolean;
  onDialog: (dialog: DrawingDialog) => void;
}) {
  const titleId = useId();
  const visibility = useToggleVisibility();
  const { _id: id, title } = drawing;
  const onAction = (action: CardAction) => {
    if (action === 'visibility') return visibility.toggle(drawing);
    if (action === 'share')
      return onDialog(drawing.visibility === 'private' ? 'publish-first' : 'share');
    onDialog(action);
  };

  return (
    <article aria-labelledby={titleId} className="card-art flex h-full flex-col">
      <div className="bg-base-200 border-base-300 aspect-[16/10] border-b p-3">
        <img
          src={drawing.thumbnail}
          alt={title}
          width={thumbnailWidth}
          height={thumbnailHeight(drawing)}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          className="size-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2
            id={titleId}
            className="font-display min-w-0 text-lg leading-snug font-semibold break-words"
          >
            {title}
          </h2>
          <VisibilityBadge visibility={drawing.visibility} pending={visibility.pending} small />
        </div>
        {waiting && (
          <p className="badge badge-warning badge-sm self-start">Newer strokes on this device</p>
        )}
        <DrawingFacts drawing={drawing} />
        <div className="border-base-300 mt-auto flex flex-wrap items-center gap-2 border-t pt-4">
          <Link
            to={drawingPaths.open(id)}
            className="btn btn-primary btn-sm"
            aria-label={`Open ${title}`}
          >
            Open
          </Link>
          <Link
            to={drawingPaths.replay(id)}
            className="btn btn-outline btn-sm"
            aria-label={`Watch replay of ${title}`}
          >
            Watch replay
          </Link>
          <DrawingCardMenu
            drawing={drawing}
            visibilityPending={visibility.pending}
            onAction={onAction}
          />
        </div>
      </div>
    </article>
  );
}
