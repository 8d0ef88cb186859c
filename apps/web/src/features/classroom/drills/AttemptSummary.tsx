import type { AttemptAnswer, AttemptSummary as Summary } from '@glossy/contract';
import { measureName, scoreText } from './measure-names';

interface Props {
  answer: AttemptAnswer;
  passScore: number;
  /** The student's earlier attempts at this drill, newest first (this one left out). */
  earlier: readonly Summary[];
}

const best = (attempts: readonly Summary[], measure: string) =>
  attempts.reduce<number | null>((top, a) => {
    const v = a.measures[measure];
    return v === undefined ? top : top === null ? v : Math.max(top, v);
  }, null);

/** The attempt as the server scored it, measure by measure, against the student's own record. */
export function AttemptSummary({ answer, passScore, earlier }: Props) {
  const last = earlier[0];
  return (
    <section aria-labelledby="attempt-summary" className="space-y-3">
      <h2 id="attempt-summary" className="text-lg font-semibold">
        Your attempt: {scoreText(answer.score)} out of 100
      </h2>
      <p className={answer.passed ? 'font-medium' : 'text-base-content/80'}>
        {answer.passed
          ? `Passed: the drill asks for ${passScore}. The lesson counts as done.`
          : answer.done < answer.goals
            ? `${answer.done} of ${answer.goals} targets drawn: draw them all to pass.`
            : `The drill asks for ${passScore}. Try again with new targets.`}
      </p>
      <div className="overflow-x-auto">
        <table className="table-sm table">
          <caption className="sr-only">
            Each measure of this attempt against your earlier ones
          </caption>
          <thead>
            <tr>
              <th scope="col">Measure</th>
              <th scope="col" className="text-right">
                This attempt
              </th>
              <th scope="col" className="text-right">
                Your last
              </th>
              <th scope="col" className="text-right">
                Your best
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(answer.measures).map(([name, value]) => {
              const previous = last?.measures[name];
              const top = best(earlier, name);
              return (
                <tr key={name}>
                  <th scope="row" className="font-normal">
                    {measureName(name)}
                  </th>
                  <td className="text-right font-semibold tabular-nums">{scoreText(value)}</td>
                  <td className="text-right tabular-nums">
                    {previous === undefined ? '–' : scoreText(previous)}
                  </td>
                  <td className="text-right tabular-nums">{top === null ? '–' : scoreText(top)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
