import type { TeacherQuestion } from '@glossy/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/Pager';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TabPanel, tabId, Tabs } from '../../../components/ui/Tabs';
import { RequireRole } from '../../../lib/auth/RequireRole';
import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';
import { usePageParam } from '../../../lib/hooks/usePageParam';
import { EmptyCard } from '../../../components/ui/EmptyCard';
import { useChoiceParam } from '../../../lib/hooks/useChoiceParam';
import {
  questionFilters,
  teacherPageSize,
  useTeacherQuestions,
  type QuestionFilter,
} from './discussion-queries';
import { AnswerForm } from './AnswerForm';
import { QuestionThread } from './QuestionThread';

const tabLabel: Record<QuestionFilter, string> = { unanswered: 'Unanswered', all: 'All' };

/** Where a question was asked: the course, and the lesson as a link into the player. */
function Where({ question }: { question: TeacherQuestion }) {
  const lesson = `/learn/${encodeURIComponent(question.courseId)}/${encodeURIComponent(question.lessonId)}`;
  return (
    <p className="text-base-content/75 mb-4 flex flex-wrap items-center gap-x-2 text-sm">
      <span className="font-semibold">{question.courseName}</span>
      <span aria-hidden="true">·</span>
      <Link to={lesson} className="link">
        {question.lessonTitle}
      </Link>
    </p>
  );
}

function QuestionCards({ questions }: { questions: TeacherQuestion[] }) {
  return (
    <ol className="space-y-4">
      {questions.map((question) => (
        <li key={question._id}>
          <QuestionThread
            question={question}
            heading={<Where question={question} />}
            replyLabel={null}
            reply={
              <AnswerForm
                questionId={question._id}
                label={`Answer ${question.author_name}`}
                submitLabel="Send answer"
                placeholder="Write your answer…"
                posted="Your answer is posted"
              />
            }
          />
        </li>
      ))}
    </ol>
  );
}

function Questions() {
  const [filter, setFilter] = useChoiceParam('show', questionFilters, 'unanswered');
  const { page, goToPage } = usePageParam({ replace: true, preventScrollReset: true });
  const query = useTeacherQuestions(filter, page);
  // The first page of the waiting ones, shared with that tab's own list, gives the tab its count.
  const waiting = useTeacherQuestions('unanswered', 1);
  const idBase = useId();
  const panelId = `${idBase}-panel`;
  const pageCount = Math.max(1, Math.ceil((query.data?.total ?? 0) / teacherPageSize));

  return (
    <>
      <DashboardPageHeader title="Questions" documentTitle="Questions" eyebrow="Instructor studio">
        What students asked under the lessons of your courses. Answer here, or open the lesson to
        answer beside it.
      </DashboardPageHeader>
      <Tabs
        label="Questions to show"
        items={questionFilters.map((value) => ({
          value,
          label: tabLabel[value],
          count: value === 'unanswered' ? waiting.data?.total : undefined,
        }))}
        active={filter}
        onSelect={setFilter}
        idBase={idBase}
        panelId={panelId}
      />
      <TabPanel id={panelId} labelledBy={tabId(idBase, filter)}>
        {query.isPending ? (
          <div aria-busy="true" className="space-y-4">
            <span className="sr-only">Loading questions</span>
            <Skeleton className="rounded-box h-36 w-full" />
            <Skeleton className="rounded-box h-36 w-full" />
          </div>
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.questions.length === 0 ? (
          <EmptyCard
            icon="question"
            text={
              filter === 'unanswered'
                ? 'Every question has an answer. New ones from your students will wait here.'
                : 'No student has asked a question under your lessons yet.'
            }
          />
        ) : (
          <div className="space-y-6" aria-busy={query.isPlaceholderData}>
            <QuestionCards questions={query.data.questions} />
            <Pager label="Pages of questions" page={page} pageCount={pageCount} onPage={goToPage} />
          </div>
        )}
      </TabPanel>
    </>
  );
}

/** /dashboard/questions: the instructor's (an admin's: every course's) lesson questions. */
export default function QuestionsPage() {
  return (
    <RequireRole roles={['instructor', 'admin']}>
      <Questions />
    </RequireRole>
  );
}
