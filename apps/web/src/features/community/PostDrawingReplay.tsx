import type { Post } from '@glossy/contract';
import { Link } from 'react-router';
import { drawingPaths } from '../../lib/paths/drawing-paths';

/** The mark of a post that shares a drawing: it was drawn here, and its making can be watched. */
export function PostDrawingReplay({ drawing }: { drawing: NonNullable<Post['drawing']> }) {
  return (
    <div className="bg-base-200/60 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-3 sm:px-6">
      <p className="text-base-content/80 flex items-center gap-2 text-sm">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="text-primary size-4 shrink-0">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M4 19c3-1 5-4 7-8s4-6 7-6M16 19h4"
          />
        </svg>
        Drawn here, stroke by stroke
      </p>
      <Link
        to={drawingPaths.replay(drawing._id)}
        className="link link-primary text-sm font-semibold"
        aria-label={`Watch it being drawn: ${drawing.title}`}
      >
        Watch it being drawn
      </Link>
    </div>
  );
}
