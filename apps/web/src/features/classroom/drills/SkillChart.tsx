import type { AttemptSummary } from '@glossy/contract';
import { drillSkillNames, skillOf, type DrillSkill } from '@glossy/contract/constants';
import { useId } from 'react';
import { shortDate } from '../../../lib/format/dates';

const W = 560;
const H = 180;
const PAD = { left: 36, right: 12, top: 12, bottom: 28 };

interface Point {
  x: number;
  y: number;
  attempt: AttemptSummary;
}

/** Attempts oldest first on a line from left to right, each at its score. */
function pointsOf(attempts: readonly AttemptSummary[]): Point[] {
  const inOrder = [...attempts].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const span = Math.max(1, inOrder.length - 1);
  return inOrder.map((attempt, i) => ({
    x: PAD.left + (W - PAD.left - PAD.right) * (inOrder.length === 1 ? 0.5 : i / span),
    y: PAD.top + (H - PAD.top - PAD.bottom) * (1 - attempt.score / 100),
    attempt,
  }));
}

function OneSkill({ skill, attempts }: { skill: DrillSkill; attempts: readonly AttemptSummary[] }) {
  const id = useId();
  const points = pointsOf(attempts);
  const first = points[0]?.attempt;
  const last = points.at(-1)?.attempt;
  const path = points
    .map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`)
    .join(' ');
  return (
    <figure className="space-y-2" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold">
        {drillSkillNames[skill]}{' '}
        {first && last && (
          <span className="text-base-content/75 ml-2 text-sm font-normal">
            {`${attempts.length} attempt${attempts.length === 1 ? '' : 's'}, ${Math.round(first.score)} → ${Math.round(last.score)}`}
          </span>
        )}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="w-full max-w-xl"
        role="img"
        aria-labelledby={`${id}-title`}
      >
        {[0, 50, 100].map((v) => {
          const y = PAD.top + (H - PAD.top - PAD.bottom) * (1 - v / 100);
          return (
            <g key={v}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y}
                y2={y}
                className="stroke-base-300"
                strokeDasharray={v === 0 ? undefined : '4 4'}
              />
              <text
                x={PAD.left - 6}
                y={y + 4}
                textAnchor="end"
                fontSize={11}
                className="fill-base-content/75"
              >
                {v}
              </text>
            </g>
          );
        })}
        <path d={path} fill="none" className="stroke-primary" strokeWidth={2} />
        {points.map((p) => (
          <circle
            key={p.attempt._id}
            cx={p.x}
            cy={p.y}
            r={4}
            className={p.attempt.passed ? 'fill-primary' : 'fill-base-100 stroke-primary'}
            strokeWidth={2}
          />
        ))}
        {first && (
          <text x={PAD.left} y={H - 8} fontSize={11} className="fill-base-content/75">
            {shortDate(first.createdAt)}
          </text>
        )}
        {last && last !== first && (
          <text
            x={W - PAD.right}
            y={H - 8}
            fontSize={11}
            textAnchor="end"
            className="fill-base-content/75"
          >
            {shortDate(last.createdAt)}
          </text>
        )}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer">The attempts as a table</summary>
        <table className="table-sm mt-2 table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Drill</th>
              <th scope="col" className="text-right">
                Score
              </th>
              <th scope="col">Passed</th>
            </tr>
          </thead>
          <tbody>
            {points.map(({ attempt }) => (
              <tr key={attempt._id}>
                <td>{shortDate(attempt.createdAt)}</td>
                <td>{attempt.lessonTitle}</td>
                <td className="text-right tabular-nums">{Math.round(attempt.score)}</td>
                <td>{attempt.passed ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/**
 * A chart per skill (line confidence, ellipse accuracy, convergence) of the attempts' scores over
 * time, filled circles for passes; each with its figures as a table for those who read rather
 * than look.
 */
export function SkillCharts({ attempts }: { attempts: readonly AttemptSummary[] }) {
  const bySkill = new Map<DrillSkill, AttemptSummary[]>();
  for (const attempt of attempts) {
    const skill = skillOf(attempt.drillType);
    bySkill.set(skill, [...(bySkill.get(skill) ?? []), attempt]);
  }
  if (bySkill.size === 0) {
    return (
      <p className="text-base-content/75 text-sm">No attempts yet: your scores will show here.</p>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {[...bySkill].map(([skill, list]) => (
        <OneSkill key={skill} skill={skill} attempts={list} />
      ))}
    </div>
  );
}
