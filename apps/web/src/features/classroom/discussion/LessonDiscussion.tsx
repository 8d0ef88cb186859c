import { Link, useLocation } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/auth/session';
import { useRole } from '../../../lib/auth/useRole';
import { ConfirmedDeleteButton } from '../../../components/ui/ConfirmedDeleteButton';
import { useAskQuestion, useDeleteQuestion, useLessonQuestions } from './discussion-queries';
import { AnswerForm } from './AnswerForm';
import { QuestionThread } from './QuestionThread';
import { TextForm } from './TextForm';

function DiscussionSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">Loading questions</span>
      <Skeleton className="rounded-box h-32 w-full" />
      <Skeleton className="rounded-box h-32 w-full" />
    </div>
  );
}

/** 401 / 403: the discussion is for the course's students (a preview lesson's is open to all). */
const isClosed = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The questions under one lesson, each with its answers and a way to reply. */
function QuestionList({ lessonId }: { lessonId: string }) {
  const query = useLessonQuestions(lessonId);
  const { role } = useRole();
  const { user } = useSession();
  const remove = useDeleteQuestion();
  if (query.isPending) return <DiscussionSkeleton />;
  if (query.isError) {
    if (isClosed(query.error)) {
      return (
        <p className="bg-base-200 rounded-box text-base-content/80 px-6 py-8 text-center">
          The questions of a lesson are for the students of its course.
        </p>
      );
    }
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <p className="bg-base-200 rounded-box text-base-content/80 px-6 py-8 text-center">
        No questions yet — ask the first one.
      </p>
    );
  }
  return (
    <ol aria-label="Questions, oldest first" className="space-y-4">
      {query.data.map((question) => (
        <li key={question._id}>
          <QuestionThread
            question={question}
            actions={
              (role === 'admin' || question.mine) && (
                <ConfirmedDeleteButton
                  label="Delete this question"
                  onDelete={() => remove.mutateAsync(question._id)}
                />
              )
            }
            reply={
              user && (
                <AnswerForm
                  questionId={question._id}
                  label={`Reply to ${question.author_name}`}
                  submitLabel="Send reply"
                  placeholder="Write a reply…"
                  posted="Your reply is posted"
                />
              )
            }
          />
        </li>
      ))}
    </ol>
  );
}

/**
 * Questions and answers under a lesson: students ask, the instructor (marked) and classmates
 * answer. Every text is shown as text, never as markup.
 */
export function LessonDiscussion({
  lessonId,
  instructorName,
}: {
  lessonId: string;
  instructorName: string;
}) {
  const { user, ready } = useSession();
  const location = useLocation();
  const ask = useAskQuestion(lessonId);
  // The same query as the list's (one request): when it is closed to this reader, so is asking.
  const closed = isClosed(useLessonQuestions(lessonId).error);
  return (
    <section aria-labelledby="discussion-heading" className="space-y-6">
      <div>
        <h2 id="discussion-heading" className="section-title text-2xl sm:text-3xl">
          Questions &amp; answers
        </h2>
        <p className="text-base-content/75 mt-2">
          Stuck on something? Ask {instructorName || 'your instructor'} and the class about this
          lesson.
        </p>
      </div>
      {closed ? null : user ? (
        <TextForm
          label="Your question"
          showLabel
          emptyMessage="Write your question"
          submitLabel="Ask"
          placeholder="What would you like to know about this lesson?"
          onSend={(text) =>
            ask.mutateAsync(text).then(() => toast.success('Your question is posted'))
          }
        />
      ) : (
        ready && (
          <p className="text-base-content/75 text-sm">
            <Link to="/login" state={{ from: location }} className="link font-medium">
              Log in
            </Link>{' '}
            to ask a question.
          </p>
        )
      )}
      <QuestionList lessonId={lessonId} />
    </section>
  );
}

export default LessonDiscussion;
