import type { ProjectComment } from '@glossy/contract';
import { useId, useState } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { QueryError } from '../../../components/ui/QueryError';
import { toast } from '../../../lib/toast';
import { clockText } from '../../../sketchpad/replay/replay-format';
import { Byline } from '../../../components/ui/Byline';
import { InstructorBadge, PlainText } from '../discussion/QuestionThread';
import { TextForm } from '../discussion/TextForm';
import type { Pin } from './critique-format';
import { usePostComment, type useProjectComments } from './critique-queries';
import { PinShape } from './PinTrack';

function Reply({ reply }: { reply: ProjectComment }) {
  return (
    <li
      className={`rounded-box p-3 ${reply.fromTeacher ? 'bg-primary/10' : 'bg-base-200'}`}
      aria-label={`Reply by ${reply.author.name}`}
    >
      <Byline name={reply.author.name} image={reply.author.photo ?? ''} date={reply.date} size="sm">
        {reply.fromTeacher && <InstructorBadge />}
      </Byline>
      <PlainText text={reply.text} className="mt-2 text-sm" />
    </li>
  );
}

function PinCard({
  pin,
  projectId,
  active,
  onShow,
}: {
  pin: Pin;
  projectId: string;
  active: boolean;
  onShow: (pin: Pin) => void;
}) {
  const { comment, replies } = pin;
  const [replying, setReplying] = useState(false);
  const formId = useId();
  const post = usePostComment(projectId);
  const kind = comment.fromTeacher ? 'Critique' : 'Question';
  const at = clockText(comment.atMs);
  return (
    <article
      aria-label={`${kind} by ${comment.author.name} at ${at}`}
      aria-current={active ? 'true' : undefined}
      className={`card-art p-4 sm:p-5 ${active ? 'ring-primary ring-2' : ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <Byline name={comment.author.name} image={comment.author.photo ?? ''} date={comment.date}>
          {comment.fromTeacher && <InstructorBadge />}
          {comment.overlay !== null && (
            <span className="badge badge-sm badge-outline">Correction</span>
          )}
        </Byline>
        <button
          type="button"
          className="btn btn-sm btn-ghost min-h-11 shrink-0 gap-1 tabular-nums"
          aria-label={`Show ${at} on the replay`}
          onClick={() => onShow(pin)}
        >
          <PinShape teacher={comment.fromTeacher} active={false} className="size-5" />
          {at}
        </button>
      </div>
      <PlainText text={comment.text} className="mt-3" />
      {replies.length > 0 && (
        <ul
          aria-label={`${replies.length} ${replies.length === 1 ? 'reply' : 'replies'}`}
          className="mt-4 space-y-3"
        >
          {replies.map((reply) => (
            <Reply key={reply._id} reply={reply} />
          ))}
        </ul>
      )}
      <div className="mt-3">
        <button
          type="button"
          className="btn btn-ghost btn-sm min-h-11"
          aria-expanded={replying}
          aria-controls={formId}
          onClick={() => setReplying((open) => !open)}
        >
          {replying ? 'Cancel' : 'Reply'}
        </button>
        <div id={formId} hidden={!replying} className="mt-2">
          {replying && (
            <TextForm
              label={`Reply to ${comment.author.name}`}
              emptyMessage="Write the comment first"
              submitLabel="Send reply"
              placeholder="Write your reply…"
              rows={2}
              onSend={(text) =>
                post.mutateAsync({ text, replyTo: comment._id }).then(() => {
                  toast.success('Your reply is posted');
                  setReplying(false);
                })
              }
            />
          )}
        </div>
      </div>
    </article>
  );
}

/** The critique beside the replay: pins in the replay's order, each with its replies and a reply form. */
export function CritiqueThread({
  projectId,
  pins,
  query,
  teacher,
  activeId,
  onShow,
}: {
  projectId: string;
  pins: readonly Pin[];
  query: ReturnType<typeof useProjectComments>;
  teacher: boolean;
  activeId: string | null;
  onShow: (pin: Pin) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4">
      <h2 id={headingId} className="font-display text-2xl font-semibold">
        Critique
      </h2>
      {query.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">Loading the critique</span>
          <Skeleton className="rounded-box h-28 w-full" />
          <Skeleton className="rounded-box h-28 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : pins.length === 0 ? (
        <p className="card-art text-base-content/75 p-5">
          {teacher
            ? 'No critique yet. Pause the replay where something needs saying, and add a critique there.'
            : 'Your instructor has not critiqued this drawing yet. You will find their notes here, pinned to moments of your replay.'}
        </p>
      ) : (
        <ol aria-label="Pins in the replay’s order" className="space-y-4">
          {pins.map((pin) => (
            <li key={pin.comment._id}>
              <PinCard
                pin={pin}
                projectId={projectId}
                active={pin.comment._id === activeId}
                onShow={onShow}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
