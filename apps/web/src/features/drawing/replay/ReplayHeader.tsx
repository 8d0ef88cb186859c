import type { DrawingDetail } from '@glossy/contract';
import { Link } from 'react-router';
import { avatarSrc } from '../../../lib/avatar';
import { drawingPaths } from '../../../lib/paths/drawing-paths';
import { VisibilityBadge } from '../VisibilityBadge';

/** The drawing's title, who drew it, whether it is public, and for its artist the way on. */
export function ReplayHeader({ drawing }: { drawing: DrawingDetail }) {
  const { owner } = drawing;
  return (
    <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
      <div className="min-w-0 space-y-3">
        <p className="eyebrow">Watch it being drawn</p>
        <h1 className="font-display text-3xl font-semibold break-words sm:text-4xl">
          {drawing.title}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex min-w-0 items-center gap-2">
            <img
              decoding="async"
              src={avatarSrc(owner.photo)}
              alt=""
              width={32}
              height={32}
              className="ring-base-300 size-8 shrink-0 rounded-full object-cover ring-2"
            />
            <span className="truncate">by {owner.name}</span>
          </p>
          <VisibilityBadge visibility={drawing.visibility} />
        </div>
      </div>
      {drawing.mine && (
        <nav aria-label="Your drawing" className="flex flex-wrap gap-2">
          <Link to={drawingPaths.open(drawing._id)} className="btn btn-primary min-h-11">
            Open in the sketchpad
          </Link>
          <Link to="/drawings" className="btn btn-outline min-h-11">
            My drawings
          </Link>
        </nav>
      )}
    </header>
  );
}
