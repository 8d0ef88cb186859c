import type { Submission } from '@glossy/contract';
import { textLimits } from '@glossy/contract/constants';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { Dialog } from '../../components/ui/Dialog';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useSendFeedback } from './review-queries';

/** The spec's texts, word for word. */
export const feedbackTexts = {
  title: 'Give FeedBack as a admin',
  placeholder: 'Give feedback as a powerful admin',
  submit: 'Submit',
} as const;

const maxLength = textLimits.reviewFeedback;

type Target = Pick<Submission, '_id' | 'courseName' | 'sellerName' | 'feedback'>;

function FeedbackForm({ submission, onDone }: { submission: Target; onDone: () => void }) {
  const send = useSendFeedback();
  const [text, setText] = useState(submission.feedback);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const feedback = text.trim();
    if (!feedback) {
      setError('Write the feedback');
      return;
    }
    setError(undefined);
    send.mutate(
      { submission, feedback },
      {
        onSuccess: onDone,
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? (err.fields.feedback ?? err.message)
              : 'The feedback could not be sent.',
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextAreaField
        label={`Feedback for “${submission.courseName}” by ${submission.sellerName}`}
        placeholder={feedbackTexts.placeholder}
        rows={6}
        maxLength={maxLength}
        value={text}
        error={error}
        data-autofocus
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base-content/70 text-xs tabular-nums">
          {text.length} / {maxLength}
        </p>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={send.isPending}
          aria-busy={send.isPending || undefined}
        >
          {send.isPending && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          {feedbackTexts.submit}
        </button>
      </div>
    </form>
  );
}

/**
 * Spec "Manage courses": Feedback opens 'Give FeedBack as a admin' with one textarea and Submit.
 * The feedback is stored with its time and mailed to the instructor, who sees it with the status.
 */
export function FeedbackDialog({
  submission,
  open,
  onClose,
}: {
  submission: Target;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title={feedbackTexts.title} onClose={onClose}>
      <FeedbackForm submission={submission} onDone={onClose} />
    </Dialog>
  );
}
