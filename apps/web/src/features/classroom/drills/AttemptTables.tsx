import type { AttemptSummary } from '@glossy/contract';
import { Link } from 'react-router';
import { shortDate } from '../../../lib/format/dates';
import { attemptPath } from './drill-paths';
import { measureName } from './measure-names';

/** Each measure's figure, rounded, under a caption that says what they are. */
export function MeasureTable({
  caption,
  measures,
  className = '',
}: {
  caption: string;
  measures: Readonly<Record<string, number>>;
  className?: string;
}) {
  return (
    <table className={`table-sm table ${className}`}>
      <caption className="text-left font-semibold">{caption}</caption>
      <tbody>
        {Object.entries(measures).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" className="font-normal">
              {measureName(name)}
            </th>
            <td className="text-right tabular-nums">{Math.round(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface AttemptsTableProps {
  attempts: readonly AttemptSummary[];
  /** What the first column names: the student (a teacher's list) or the drill (a student's). */
  by: 'student' | 'drill';
  caption?: string;
}

/** Attempts newest first, their score and a way to each one's replay. */
export function AttemptsTable({ attempts, by, caption }: AttemptsTableProps) {
  const named = (a: AttemptSummary) => (by === 'student' ? a.student.name : a.lessonTitle);
  return (
    <div className="overflow-x-auto">
      <table className="table-sm table">
        {caption && <caption className="text-left font-semibold">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{by === 'student' ? 'Student' : 'Drill'}</th>
            <th scope="col">Date</th>
            <th scope="col" className="text-right">
              Score
            </th>
            <th scope="col">
              <span className="sr-only">Replay</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((a) => (
            <tr key={a._id}>
              <td>{named(a)}</td>
              <td>{shortDate(a.createdAt)}</td>
              <td className="text-right tabular-nums">
                {Math.round(a.score)}
                {a.passed ? ', passed' : ''}
              </td>
              <td className="text-right">
                <Link className="link" to={attemptPath(a.courseId, a.lessonId, a._id)}>
                  Replay{' '}
                  <span className="sr-only">
                    {by === 'student'
                      ? `${a.student.name}’s attempt`
                      : `${a.lessonTitle}, ${shortDate(a.createdAt)}`}
                  </span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
