import type { DrillSpec, LessonContent } from '@glossy/contract';
import { drillTypeNames } from '@glossy/contract/constants';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { useRole } from '../../../lib/auth/useRole';
import { shortDate } from '../../../lib/format/dates';
import { practisePath } from '../ExerciseLesson';
import { ClassFigures } from './ClassFigures';
import { attemptPath } from './drill-paths';
import { useDrillFigures, useLessonAttempts, useMyAttempts } from './drill-queries';
import { drillInstructions } from './drill-words';
import { drillFacts } from '../../../components/ui/drill-facts';
import { SkillCharts } from './SkillChart';

/** The course's drills charted skill by skill, and this drill's latest attempts. */
function YourAttempts({ lesson }: { lesson: LessonContent }) {
  const attempts = useLessonAttempts(lesson._id);
  const course = useMyAttempts(lesson.courseId);
  const list = attempts.data ?? [];
  return (
    <section aria-labelledby="your-progress" className="space-y-4">
      <h2 id="your-progress" className="text-xl font-semibold">
        Your progress
      </h2>
      {course.isPending ? (
        <p className="text-base-content/75 text-sm">Loading your attempts…</p>
      ) : (
        <SkillCharts attempts={course.data ?? []} />
      )}
      {list.length > 0 && (
        <ul className="divide-base-300 divide-y text-sm">
          {list.slice(0, 5).map((a) => (
            <li key={a._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {shortDate(a.createdAt)}: {Math.round(a.score)} out of 100
                {a.passed ? ', passed' : ''}
              </span>
              <Link className="link" to={attemptPath(lesson.courseId, lesson._id, a._id)}>
                Replay <span className="sr-only">{`the attempt of ${shortDate(a.createdAt)}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Teaching({ lesson }: { lesson: LessonContent }) {
  const figures = useDrillFigures(lesson._id, true);
  const attempts = useLessonAttempts(lesson._id);
  if (!figures.data) return null;
  return <ClassFigures figures={figures.data} attempts={attempts.data ?? []} />;
}

/**
 * A drill lesson's page: what to draw, the way to the board, and the student's progress chart;
 * for the course's instructor and admins, the class's figures and attempts instead.
 */
export function DrillLesson({ lesson, drill }: { lesson: LessonContent; drill: DrillSpec }) {
  const { role } = useRole();
  const student = lesson.progress !== null;
  const teaching = !student && (role === 'admin' || role === 'instructor');
  return (
    <div className="space-y-10">
      <section aria-labelledby="drill-about" className="space-y-3">
        <h2 id="drill-about" className="text-xl font-semibold">
          {drillTypeNames[drill.type]}
        </h2>
        <p className="max-w-prose text-lg leading-relaxed">{drillInstructions(drill)}</p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {drillFacts(drill)
            .filter(({ term }) => term !== 'Seed')
            .map(({ term, detail }) => (
              <div key={term} className="contents">
                <dt className="text-base-content/75">{term}</dt>
                <dd className="break-words">{detail}</dd>
              </div>
            ))}
        </dl>
      </section>
      <div className="bg-primary/10 rounded-box flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <span className="bg-primary text-primary-content grid size-12 shrink-0 place-items-center rounded-2xl">
          <Icon name="target" className="size-6" />
        </span>
        <p className="text-base-content/80 min-w-0 flex-1 text-sm">
          Every stroke is scored the moment your pen lifts, with where it strayed and a tip.
        </p>
        <Link to={practisePath(lesson.courseId, lesson._id)} className="btn btn-primary btn-lg">
          Start the drill
        </Link>
      </div>
      {student && <YourAttempts lesson={lesson} />}
      {teaching && <Teaching lesson={lesson} />}
    </div>
  );
}
