import { drillPlan } from '@glossy/canvas/drills';
import { drillTypeNames } from '@glossy/contract/constants';
import type { AttemptAnswer, DrillSpec, LessonContent } from '@glossy/contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { boardFrame } from '../../../sketchpad/board-frame';
import { ZoomControls } from '../../../sketchpad/ZoomControls';
import { AttemptSummary } from './AttemptSummary';
import { DrillOverlay } from './DrillOverlay';
import { drillInstructions } from './drill-words';
import { useLessonAttempts, useSubmitAttempt } from './drill-queries';
import { scoreText } from './measure-names';
import { StrokeScoreCard } from './StrokeScoreCard';
import { useDrillPad } from './useDrillPad';
import { useDrillScoring } from './useDrillScoring';

interface Props {
  lesson: LessonContent;
  drill: DrillSpec;
  /** The lesson's page, where the progress chart is. */
  back: string;
}

/**
 * A drill on the sketchpad: the round's targets over the board, each stroke scored at the pen's
 * lift with its ideal, where it strayed and a tip; then the attempt sent, scored again by the
 * server, and set against the student's earlier ones. New targets come from the next round.
 */
export function DrillStudio({ lesson, drill, back }: Props) {
  const attempts = useLessonAttempts(lesson._id);
  const submit = useSubmitAttempt(lesson._id);
  const [round, setRound] = useState<number | null>(null);
  // A first visit draws round 0, a return visit the round after the student's attempts; it is
  // fixed from the first submission on, so the list refreshing never moves the targets.
  const shownRound = round ?? attempts.data?.length ?? (attempts.isError ? 0 : null);
  const plan = useMemo(
    () => (shownRound === null ? null : drillPlan(drill, shownRound)),
    [drill, shownRound],
  );
  const { hostRef, pad, state } = useDrillPad(drill);
  const scored = useDrillScoring(pad, plan);
  const [answer, setAnswer] = useState<AttemptAnswer | null>(null);

  const done = useMemo(() => {
    const taken = new Map<number, number>();
    for (const s of scored) {
      if (s.result.goal !== null) taken.set(s.result.goal, (taken.get(s.result.goal) ?? 0) + 1);
    }
    return new Set(
      (plan?.goals ?? []).flatMap((goal, i) =>
        (taken.get(i) ?? 0) >= (goal.kind === 'line' ? goal.passes : 1) ? [i] : [],
      ),
    );
  }, [scored, plan]);
  const feedback = useMemo(
    () =>
      scored.flatMap((s) =>
        s.result.goal === null
          ? []
          : [{ goal: s.result.goal, samples: s.samples, figures: s.result.figures }],
      ),
    [scored],
  );
  const latest = scored.at(-1) ?? null;
  const earlier = (attempts.data ?? []).filter((a) => a._id !== answer?.insertedId);

  const fresh = (nextRound: number) => {
    pad?.newDrawing();
    setAnswer(null);
    submit.reset();
    setRound(nextRound);
  };
  const send = () => {
    if (!pad || shownRound === null) return;
    setRound(shownRound);
    submit.mutate(
      { round: shownRound, log: { ...pad.engine.log() } },
      { onSuccess: (result) => setAnswer(result) },
    );
  };
  const error =
    submit.error instanceof ApiError ? submit.error.message : submit.error ? 'Not sent.' : '';

  return (
    <div className="grid gap-4 sm:gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
      <div className="min-w-0 space-y-3">
        <div ref={hostRef} className={boardFrame} />
        {plan && (
          <DrillOverlay pad={pad} plan={plan} guide={drill.guide} done={done} feedback={feedback} />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="text-sm">
            <p role="status" className="text-base-content/80">
              {plan && shownRound !== null
                ? `${done.size} of ${plan.goals.length} targets drawn · round ${shownRound + 1}`
                : 'Setting out the targets…'}
            </p>
            {/* Beside the board on a wide screen; under it on a phone, where the panel is far below. */}
            {latest && latest.result.goal !== null && (
              <p className="font-medium xl:hidden" aria-hidden="true">
                {`Last stroke ${scoreText(latest.result.score)}: ${latest.result.tip}`}
              </p>
            )}
          </div>
          <ZoomControls pad={pad} state={state} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!pad || !plan || scored.length === 0 || submit.isPending || answer !== null}
            aria-busy={submit.isPending}
            onClick={send}
          >
            {submit.isPending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            Submit attempt
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={!pad || !state.canUndo || answer !== null}
            onClick={() => pad?.undo()}
          >
            Undo stroke
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!pad}
            onClick={() => fresh(shownRound ?? 0)}
          >
            Start over
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!pad}
            onClick={() => fresh((shownRound ?? 0) + 1)}
          >
            New targets
          </button>
        </div>
        {error && (
          <p role="alert" className="text-error text-sm">
            {error}
          </p>
        )}
        {answer && (
          <div className="rounded-box border-base-300 bg-base-100 space-y-4 border p-4">
            <AttemptSummary answer={answer} passScore={drill.passScore} earlier={earlier} />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => fresh((shownRound ?? 0) + 1)}
              >
                Again, with new targets
              </button>
              <Link to={back} className="btn btn-ghost btn-sm">
                See your progress
              </Link>
            </div>
          </div>
        )}
      </div>
      <aside
        aria-label="Scores"
        className="rounded-box border-base-300 bg-base-100 space-y-6 border p-4 xl:sticky xl:top-4"
      >
        <section aria-labelledby="drill-how" className="space-y-1">
          <h2 id="drill-how" className="text-lg font-semibold">
            {drillTypeNames[drill.type]}
          </h2>
          <p className="text-base-content/85 text-sm">{drillInstructions(drill)}</p>
        </section>
        <section aria-labelledby="last-stroke" aria-live="polite" className="space-y-2">
          <h2 id="last-stroke" className="text-lg font-semibold">
            Last stroke
          </h2>
          <StrokeScoreCard result={latest?.result ?? null} number={scored.length} />
        </section>
      </aside>
    </div>
  );
}
