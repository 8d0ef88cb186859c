import type { PortfolioDrawing } from '@glossy/contract';
import { Link } from 'react-router';
import { drawingPaths } from '../../../lib/paths/drawing-paths';
import { plural } from '../../../lib/format/course-format';

/** Strokes and time at the board, the way a viewer of the gallery reads them. */
function drawingFacts(drawing: PortfolioDrawing) {
  const minutes = Math.max(1, Math.round(drawing.durationMs / 60_000));
  return `${plural(drawing.strokes, 'stroke')} · ${minutes} min of drawing`;
}

/** The artist's public drawings; each opens its replay, stroke by stroke. */
export function Portfolio({
  drawings,
  name,
  own,
}: {
  drawings: PortfolioDrawing[];
  name: string;
  own: boolean;
}) {
  return (
    <section aria-labelledby="portfolio-heading" className="flex flex-col gap-4">
      <h2 id="portfolio-heading" className="font-display text-2xl font-semibold">
        Portfolio
      </h2>
      {drawings.length === 0 ? (
        <p className="bg-base-200 rounded-box text-base-content/80 px-5 py-6">
          {own ? (
            <>
              Your public drawings show here.{' '}
              <Link to="/drawings" className="link link-primary font-semibold">
                Publish one from My drawings
              </Link>
            </>
          ) : (
            `${name} has not published a drawing yet.`
          )}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {drawings.map((drawing) => (
            <li key={drawing._id}>
              <Link
                to={drawingPaths.replay(drawing._id)}
                className="card-art group block overflow-hidden"
                aria-label={`Watch ${drawing.title} being drawn`}
              >
                <img
                  src={drawing.thumbnail}
                  alt=""
                  width={drawing.width}
                  height={drawing.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-white object-contain transition-transform duration-500 group-hover:scale-[1.03]"
                />
                <span className="flex flex-col gap-0.5 p-3">
                  <span className="truncate font-semibold">{drawing.title}</span>
                  <span className="text-base-content/70 text-xs">{drawingFacts(drawing)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
