import type { AttemptSummary, DrillFigures } from '@glossy/contract';
import { AttemptsTable, MeasureTable } from './AttemptTables';

interface Props {
  figures: DrillFigures;
  attempts: readonly AttemptSummary[];
}

const round = (v: number | null) => (v === null ? '–' : String(Math.round(v)));

/**
 * What a drill's teacher looks at: how many tried and passed, the class's median per measure,
 * the targets where strokes score worst, and every attempt, each opening as a replay.
 */
export function ClassFigures({ figures, attempts }: Props) {
  const weakest = figures.goals.slice(0, 5);
  return (
    <section aria-labelledby="class-figures" className="space-y-5">
      <h2 id="class-figures" className="text-xl font-semibold">
        Your class on this drill
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Attempts', String(figures.attempts)],
          ['Students', String(figures.students)],
          ['Passed', String(figures.passed)],
          ['Median score', round(figures.medianScore)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-box border-base-300 border p-3">
            <dt className="text-base-content/75 text-sm">{label}</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {figures.attempts > 0 && (
        <div className="grid gap-6 md:grid-cols-2">
          <MeasureTable caption="Median per measure" measures={figures.measures} />
          <table className="table-sm table">
            <caption className="text-left font-semibold">Where strokes fail most</caption>
            <thead>
              <tr>
                <th scope="col">Target</th>
                <th scope="col" className="text-right">
                  Median
                </th>
                <th scope="col" className="text-right">
                  Under the pass score
                </th>
              </tr>
            </thead>
            <tbody>
              {weakest.map((goal) => (
                <tr key={goal.goal}>
                  <th scope="row" className="font-normal">
                    Target {goal.goal + 1}
                  </th>
                  <td className="text-right tabular-nums">{Math.round(goal.medianScore)}</td>
                  <td className="text-right tabular-nums">
                    {goal.failing} of {goal.strokes}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {attempts.length > 0 && (
        <AttemptsTable attempts={attempts.slice(0, 50)} by="student" caption="Attempts" />
      )}
    </section>
  );
}
