import { toast } from '../../../lib/toast';
import { useAnswerQuestion } from './discussion-queries';
import { TextForm } from './TextForm';

/** POST /api/questions/{id}/answers from under the question: a reply in the lesson, an answer in the dashboard. */
export function AnswerForm({
  questionId,
  label,
  submitLabel,
  placeholder,
  posted,
}: {
  questionId: string;
  label: string;
  submitLabel: string;
  placeholder: string;
  /** The toast once it is posted. */
  posted: string;
}) {
  const answer = useAnswerQuestion();
  return (
    <TextForm
      label={label}
      emptyMessage="Write your answer"
      submitLabel={submitLabel}
      placeholder={placeholder}
      rows={2}
      onSend={(text) => answer.mutateAsync({ questionId, text }).then(() => toast.success(posted))}
    />
  );
}
