import { attemptStrokes, drillPlan, scoreAttempt } from '@glossy/canvas/drills';
import type { AttemptDetail, DrillSpec } from '@glossy/contract';
import { useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { learnPath } from '../../../lib/paths/learn-path';
import { shortDate } from '../../../lib/format/dates';
import { useLogPlayer } from '../../../sketchpad/demo/review-replay';
import { DrillTargets } from '../../../sketchpad/drills/DrillTargets';
import { boardBox, ReplayBoard } from '../../../sketchpad/replay/ReplayBoard';
import { ReplayControls } from '../../../sketchpad/replay/ReplayControls';
import { ReplayFailed } from '../../../sketchpad/replay/ReplayFailed';
import { stepText } from '../../../sketchpad/replay/replay-format';
import { useFirstFrame, useReplayDriver } from '../../../sketchpad/replay/useReplayDriver';
import { useReplayKeys } from '../../../sketchpad/replay/useReplayKeys';
import { useLesson } from '../classroom-queries';
import { useAttempt } from './drill-queries';
import { MeasureTable } from './AttemptTables';

/** A white board until the replay draws its first frame: an attempt has no picture of its own. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

function Replay({ attempt, drill }: { attempt: AttemptDetail; drill: DrillSpec }) {
  const { load, retry } = useLogPlayer(attempt.log);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { driver, state, player } = useReplayDriver(load, canvasRef);
  const painted = useFirstFrame(driver);
  useReplayKeys(driver);
  const plan = useMemo(() => drillPlan(drill, attempt.round), [drill, attempt.round]);
  // The figures the overlay draws come from the engine's scorer, as on the board they were drawn on.
  const strokes = useMemo(() => {
    const ops = attempt.log.ops as Parameters<typeof attemptStrokes>[0];
    const shown = attemptStrokes(ops);
    const scored = scoreAttempt(
      plan,
      shown.map((op) => op.points),
    );
    return shown.map((op, i) => ({ step: ops.indexOf(op) + 1, op, result: scored.strokes[i] }));
  }, [attempt.log.ops, plan]);
  const feedback = strokes.flatMap(({ step, op, result }) =>
    result && result.goal !== null && step <= state.step
      ? [{ goal: result.goal, samples: op.points, figures: result.figures }]
      : [],
  );
  const { width, height } = plan.board;
  const title = `${attempt.student.name}’s attempt`;
  return (
    <div className="space-y-6">
      <section aria-label="Replay" className="space-y-4">
        <div className="relative mx-auto w-full" style={boardBox(width, height)}>
          <ReplayBoard
            width={width}
            height={height}
            picture={BLANK}
            title={title}
            canvasRef={canvasRef}
            painted={painted}
            label={`${title}, ${stepText(state.step, player?.total ?? 0).toLowerCase()}`}
            progress={load.state === 'loading' ? load.progress : null}
          />
          <DrillTargets
            plan={plan}
            guide={drill.guide}
            feedback={feedback}
            className="absolute inset-0 size-full"
          />
        </div>
        {load.state === 'failed' && <ReplayFailed of="the attempt’s" onRetry={retry} />}
        <ReplayControls driver={driver} state={state} />
      </section>
      <MeasureTable
        className="max-w-md"
        caption={`${Math.round(attempt.score)} out of 100${attempt.passed ? ', passed' : ''}`}
        measures={attempt.measures}
      />
    </div>
  );
}

/** /learn/{course}/{lesson}/attempts/{attempt}: a drill attempt replayed over its targets. */
export default function AttemptReplayPage() {
  const { courseId = '', lessonId = '', attemptId = '' } = useParams();
  const attempt = useAttempt(attemptId);
  const lesson = useLesson(lessonId);
  const back = learnPath(courseId, lessonId);
  const drill = lesson.data?.drill ?? null;
  return (
    <div className="container-page space-y-5 py-6 sm:py-8">
      <Link to={back} className="link link-hover inline-flex items-center gap-1 text-sm">
        <span aria-hidden="true">←</span> Back to the lesson
      </Link>
      {attempt.isError || lesson.isError ? (
        <QueryError
          error={attempt.error ?? lesson.error}
          onRetry={() => void Promise.all([attempt.refetch(), lesson.refetch()])}
        />
      ) : !attempt.data || !lesson.data ? (
        <Skeleton className="rounded-box aspect-[10/7] w-full" />
      ) : (
        <>
          <title>{`${attempt.data.student.name}’s attempt | ${lesson.data.title} | Glossy Drawer`}</title>
          <h1 className="font-display text-3xl font-semibold break-words">
            {attempt.data.student.name}’s attempt at {lesson.data.title}
          </h1>
          <p className="text-base-content/75 text-sm">
            {shortDate(attempt.data.createdAt)}, round {attempt.data.round + 1}
          </p>
          {drill ? (
            <Replay attempt={attempt.data} drill={drill} />
          ) : (
            <p>This lesson is no longer a drill.</p>
          )}
        </>
      )}
    </div>
  );
}
