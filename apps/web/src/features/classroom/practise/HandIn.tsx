import type { Sketchpad } from '@glossy/canvas';
import type { LessonContent } from '@glossy/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { timeAgo } from '../../../lib/format/dates';
import { useMyProjects } from '../../../entities/classroom/project-queries';
import { currentHandIn } from './hand-in';
import { useHandInFlow } from './hand-in-flow';
import { HandInStatus } from './HandInStatus';

type Lesson = Pick<LessonContent, '_id' | 'title' | 'courseId' | 'progress'>;

const stepLabel = { saving: 'Saving your drawing…', sending: 'Handing in…' } as const;

function HandInPanel({ pad, lesson }: { pad: Sketchpad | null; lesson: Lesson }) {
  const headingId = useId();
  const projects = useMyProjects(lesson.courseId);
  // undefined while it is not known whether there is one (loading, or the list failed).
  const current = projects.data ? currentHandIn(projects.data, lesson._id) : undefined;
  const flow = useHandInFlow(pad, lesson);
  const [confirming, setConfirming] = useState(false);
  const { step } = flow;
  const busy = step !== 'idle';
  const label = step !== 'idle' ? stepLabel[step] : current ? 'Hand in again' : 'Hand in';

  const start = () => {
    if (!flow.ready()) return;
    // Handing in again replaces the hand-in: that is asked first, also when it is not known.
    if (current === null) void flow.submit();
    else setConfirming(true);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-box border-base-300 bg-base-100 mt-4 border p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="font-display text-lg font-semibold">
            Your hand-in
          </h2>
          <div role="status">
            <HandInStatus
              current={current}
              loading={projects.isPending && projects.fetchStatus !== 'idle'}
              failed={projects.isError}
              onRetry={() => void projects.refetch()}
            />
          </div>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!pad || busy}
          aria-busy={busy || undefined}
          onClick={start}
        >
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {label}
        </button>
      </div>
      {flow.queued && (
        <p role="status" className="mt-3 text-sm font-medium">
          You are offline: your drawing is kept on this device and handed in as soon as you are back
          online.
        </p>
      )}
      {flow.error && (
        <p role="alert" className="text-error mt-3 text-sm">
          {flow.error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Replace your hand-in?"
        confirmLabel="Hand in again"
        tone="primary"
        pending={busy}
        onConfirm={() =>
          void flow.submit({ replacing: Boolean(current) }).finally(() => setConfirming(false))
        }
        onClose={() => setConfirming(false)}
      >
        <p>
          {current
            ? `You handed this exercise in ${timeAgo(current.handedInAt)}. What is on the board now replaces that hand-in:`
            : 'If you have handed this exercise in before, what is on the board now replaces that hand-in:'}{' '}
          your instructor will critique the new one.
        </p>
        <p>The earlier hand-in stays in your history, with its critiques.</p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * Hand in: the enrolled student's practise board goes to their instructor for critique. Nothing
 * for someone looking at the lesson without taking the course (its instructor, an admin).
 */
export function HandIn({ pad, lesson }: { pad: Sketchpad | null; lesson: Lesson }) {
  if (!lesson.progress) return null;
  return <HandInPanel pad={pad} lesson={lesson} />;
}
