import type { LessonQuestion, QuestionAnswer } from '@glossy/contract';
import { useId, useState, type ReactNode } from 'react';
import { Byline } from '../../../components/ui/Byline';

/** Stored text shown as text: React escapes it, and line breaks the writer typed stay. */
export function PlainText({ text, className = '' }: { text: string; className?: string }) {
  return <p className={`leading-relaxed break-words whitespace-pre-line ${className}`}>{text}</p>;
}

export function InstructorBadge() {
  return (
    <span className="badge badge-sm bg-primary text-primary-content font-semibold">Instructor</span>
  );
}

function Answer({ answer }: { answer: QuestionAnswer }) {
  return (
    <li
      className={`rounded-box p-4 ${answer.byInstructor ? 'bg-primary/10' : 'bg-base-200'}`}
      aria-label={`${answer.byInstructor ? 'Instructor answer' : 'Answer'} by ${answer.author_name}`}
    >
      <Byline name={answer.author_name} image={answer.image} date={answer.date} size="sm">
        {answer.byInstructor && <InstructorBadge />}
      </Byline>
      <PlainText text={answer.text} className="mt-2 text-sm" />
    </li>
  );
}

/** A question, its answers in order, and what may be done under it (reply, delete). */
export function QuestionThread({
  question,
  heading,
  actions,
  reply,
  replyLabel = 'Reply',
}: {
  question: LessonQuestion;
  /** Above the question: where it was asked (the dashboard says course and lesson). */
  heading?: ReactNode;
  /** Beside the byline, e.g. the delete button. */
  actions?: ReactNode;
  /** The reply form; folded behind a button unless `replyLabel` is null. */
  reply?: ReactNode;
  replyLabel?: string | null;
}) {
  const [replying, setReplying] = useState(false);
  const formId = useId();
  const count = question.answers.length;
  return (
    <article aria-label={`Question by ${question.author_name}`} className="card-art p-5 sm:p-6">
      {heading}
      <div className="flex items-start justify-between gap-3">
        <Byline name={question.author_name} image={question.image} date={question.date}>
          {!question.answered && (
            <span className="badge badge-sm text-base-content bg-accent/20 gap-1.5 font-medium">
              <span aria-hidden="true" className="bg-accent h-2 w-2 rounded-full" />
              Waiting for an answer
            </span>
          )}
        </Byline>
        {actions}
      </div>
      <PlainText text={question.text} className="mt-3" />
      {count > 0 && (
        <ul
          aria-label={`${count} ${count === 1 ? 'answer' : 'answers'}`}
          className="mt-4 space-y-3"
        >
          {question.answers.map((answer) => (
            <Answer key={answer._id} answer={answer} />
          ))}
        </ul>
      )}
      {reply &&
        (replyLabel === null ? (
          <div className="mt-4">{reply}</div>
        ) : (
          <div className="mt-4">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-expanded={replying}
              aria-controls={formId}
              onClick={() => setReplying((open) => !open)}
            >
              {replying ? 'Cancel' : replyLabel}
            </button>
            <div id={formId} hidden={!replying} className="mt-2">
              {replying && reply}
            </div>
          </div>
        ))}
    </article>
  );
}
