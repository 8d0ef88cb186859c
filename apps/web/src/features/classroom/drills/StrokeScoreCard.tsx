import type { StrokeResult } from '@glossy/canvas/drills';
import { measureName, scoreText } from './measure-names';

/** The last stroke's score, its tip in words, and each measure as a bar. */
export function StrokeScoreCard({
  result,
  number,
}: {
  result: StrokeResult | null;
  number: number;
}) {
  if (!result) {
    return (
      <p className="text-base-content/75 text-sm">
        Draw a stroke: it is scored the moment the pen lifts.
      </p>
    );
  }
  if (result.goal === null) {
    return <p className="text-base-content/80 text-sm">{result.tip}</p>;
  }
  return (
    <div className="space-y-3">
      <p className="flex items-baseline gap-3">
        <span className="font-display text-4xl font-semibold tabular-nums">
          {scoreText(result.score)}
        </span>
        <span className="text-base-content/75 text-sm">stroke {number}, out of 100</span>
      </p>
      <p className="font-medium">{result.tip}</p>
      <dl className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1.5 text-sm">
        {Object.entries(result.scores).map(([name, score]) => (
          <div key={name} className="contents">
            <dt className="text-base-content/80">{measureName(name)}</dt>
            <dd className="min-w-16">
              <progress
                className="progress progress-primary h-2 w-full"
                value={Math.round(score)}
                max={100}
                aria-label={`${measureName(name)}: ${scoreText(score)} out of 100`}
              />
            </dd>
            <dd className="w-8 text-right tabular-nums">{scoreText(score)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
