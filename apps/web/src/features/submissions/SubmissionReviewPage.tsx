import type { SubmissionDetail } from '@glossy/contract';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { ApiError } from '../../lib/api';
import { RequireRole } from '../accounts/RequireRole';
import { formatPrice } from '../catalog/format';
import { isSameOrigin } from '../community/images';
import { DashboardPageHeader } from '../dashboard/DashboardPageHeader';
import { formatDollars } from '../dashboard/format';
import { Icon, type IconName } from '../dashboard/icons';
import { Breadcrumb } from './Breadcrumb';
import { CourseScreenSkeleton } from './CourseScreenSkeleton';
import { LessonPreview, lessonKindLabel } from './LessonPreview';
import { ReviewActions } from './ReviewActions';
import { formatLessonDuration, plural } from './review-format';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { useSubmission } from './submission-queries';
import { SubmissionHistory } from './SubmissionHistory';
import { When } from './When';

type Chapter = SubmissionDetail['curriculum'][number];
type LessonItem = Chapter['lessons'][number];

const kindIcon: Record<LessonItem['kind'], IconName> = {
  video: 'classes',
  article: 'blog',
  exercise: 'draw',
};

const manageClasses = [{ to: '/dashboard/managecourses', label: 'Manage Classes' }];

function Facts({ submission }: { submission: SubmissionDetail }) {
  const facts: [string, ReactNode][] = [
    ['Instructor', submission.sellerName],
    [
      'Email',
      <a key="email" href={`mailto:${submission.postedBy}`} className="link break-all">
        {submission.postedBy}
      </a>,
    ],
    ['Price', formatPrice(submission.price)],
    ['Rating', `${submission.rating} / 10`],
    ['Level', submission.Level],
    ['Submitted', <When key="created" iso={submission.createdAt} />],
    ['Last change', <When key="updated" iso={submission.updatedAt} />],
  ];
  if (submission.courseId) {
    facts.push(
      ['Students', submission.students.toLocaleString('en-US')],
      ['Revenue', formatDollars(submission.revenue)],
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-5 gap-y-2.5 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-base-content/70">{term}</dt>
          <dd className="min-w-0 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CourseCard({ submission }: { submission: SubmissionDetail }) {
  return (
    <section aria-labelledby="review-course" className="card-art hover:shadow-sm">
      <div className="grid gap-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {isSameOrigin(submission.image) ? (
          <img
            src={submission.image}
            alt={`Cover of “${submission.courseName}”`}
            width={800}
            height={520}
            className="bg-base-200 aspect-[40/26] size-full object-cover"
          />
        ) : (
          <div className="bg-base-200 aspect-[40/26]" />
        )}
        <div className="space-y-4 p-5 sm:p-6">
          <h2 id="review-course" className="font-display text-xl font-semibold">
            The course
          </h2>
          <Facts submission={submission} />
          {submission.courseId && submission.status === 'approved' && (
            <Link
              to={`/detail/${encodeURIComponent(submission.courseId)}`}
              className="link link-primary inline-flex items-center gap-1 text-sm font-semibold"
            >
              See it in the catalog
              <Icon name="arrow" className="size-4" />
            </Link>
          )}
        </div>
      </div>
      <div className="border-base-300 space-y-5 border-t p-5 sm:p-6">
        <div>
          <h3 className="text-base-content/80 mb-2 text-sm font-semibold">Description</h3>
          <p className="max-w-prose leading-relaxed break-words whitespace-pre-line">
            {submission.description}
          </p>
        </div>
        {submission.videoUrl && isSameOrigin(submission.videoUrl) && (
          <div>
            <h3 className="text-base-content/80 mb-2 text-sm font-semibold">Preview video</h3>
            <video
              controls
              preload="metadata"
              poster={isSameOrigin(submission.image) ? submission.image : undefined}
              src={submission.videoUrl}
              aria-label={`Preview video of “${submission.courseName}”`}
              className="rounded-box aspect-video w-full bg-black"
            />
          </div>
        )}
      </div>
    </section>
  );
}

function LessonRow({
  lesson,
  number,
  open,
  onToggle,
}: {
  lesson: LessonItem;
  number: string;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = `lesson-${lesson._id}`;
  const duration = formatLessonDuration(lesson.durationSec);
  return (
    <li>
      <button
        type="button"
        className="hover:bg-base-200/70 flex w-full items-center gap-3 px-4 py-3 text-left transition-colors sm:px-5"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span
          aria-hidden="true"
          className="bg-base-200 text-primary grid size-9 shrink-0 place-items-center rounded-full"
        >
          <Icon name={kindIcon[lesson.kind]} className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words">
            <span className="text-base-content/70 tabular-nums">{number}</span> {lesson.title}
          </span>
          <span className="text-base-content/70 block text-xs">
            {lessonKindLabel[lesson.kind]}
            {duration && ` · ${duration}`}
          </span>
        </span>
        {lesson.preview && (
          <span className="badge badge-soft badge-secondary badge-sm shrink-0">Preview</span>
        )}
        <span
          aria-hidden="true"
          className={`text-base-content/60 shrink-0 transition-transform ${open ? 'rotate-90' : ''}`}
        >
          ›
        </span>
        <span className="sr-only">{open ? 'Hide the lesson' : 'Open the lesson'}</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="border-base-300 bg-base-200/40 border-t px-4 py-5 sm:px-6"
          aria-label={`Lesson: ${lesson.title}`}
          role="region"
        >
          <LessonPreview lesson={lesson} headingLevel={4} />
        </div>
      )}
    </li>
  );
}

function CurriculumReview({ chapters }: { chapters: Chapter[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  const seconds = lessons.reduce((sum, lesson) => sum + lesson.durationSec, 0);
  const sorted = [...chapters].sort((a, b) => a.position - b.position);

  return (
    <section aria-labelledby="review-curriculum" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-curriculum" className="section-title text-2xl sm:text-3xl">
          Curriculum
        </h2>
        <p className="text-base-content/70 text-sm">
          {plural(chapters.length, 'chapter')} · {plural(lessons.length, 'lesson')}
          {seconds > 0 && ` · ${formatLessonDuration(seconds)}`}
        </p>
      </div>
      {sorted.length === 0 ? (
        <p className="card-art text-base-content/75 p-6">
          No chapters yet: the instructor has not built the curriculum.
        </p>
      ) : (
        sorted.map((chapter, c) => (
          <section
            key={chapter._id}
            aria-labelledby={`chapter-${chapter._id}`}
            className="card-art hover:shadow-sm"
          >
            <h3
              id={`chapter-${chapter._id}`}
              className="border-base-300 bg-base-200/50 border-b px-4 py-3 text-lg font-semibold sm:px-5"
            >
              <span className="text-base-content/70 font-sans text-sm font-medium">
                Chapter {c + 1}
              </span>
              <span className="block break-words">{chapter.title}</span>
            </h3>
            {chapter.lessons.length === 0 ? (
              <p className="text-base-content/70 px-5 py-4 text-sm">No lessons in this chapter.</p>
            ) : (
              <ol className="divide-base-300 divide-y">
                {[...chapter.lessons]
                  .sort((a, b) => a.position - b.position)
                  .map((lesson, l) => (
                    <LessonRow
                      key={lesson._id}
                      lesson={lesson}
                      number={`${c + 1}.${l + 1}`}
                      open={open.has(lesson._id)}
                      onToggle={() => toggle(lesson._id)}
                    />
                  ))}
              </ol>
            )}
          </section>
        ))
      )}
    </section>
  );
}

function FeedbackCard({ submission }: { submission: SubmissionDetail }) {
  return (
    <section aria-labelledby="review-feedback" className="card-art space-y-3 p-5 hover:shadow-sm">
      <h2 id="review-feedback" className="font-display text-xl font-semibold">
        Feedback
      </h2>
      {submission.feedback ? (
        <>
          <p className="leading-relaxed break-words whitespace-pre-line">{submission.feedback}</p>
          {submission.feedbackAt && (
            <p className="text-base-content/70 text-xs">
              Sent <When iso={submission.feedbackAt} />
            </p>
          )}
        </>
      ) : (
        <p className="text-base-content/75 text-sm">
          No feedback yet. The instructor sees what you write here beside the course’s status.
        </p>
      )}
    </section>
  );
}

function Review({ id }: { id: string }) {
  const query = useSubmission(id);
  if (query.isPending) {
    return (
      <>
        <Breadcrumb trail={manageClasses} current="Course review" />
        <CourseScreenSkeleton
          header={['h-4 w-28', 'h-10 w-2/3', 'h-9 w-72']}
          main={['rounded-box h-72', 'rounded-box h-48']}
          aside={['rounded-box h-32', 'rounded-box h-56']}
        />
      </>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <>
        <Breadcrumb trail={manageClasses} current="Course review" />
        <DashboardPageHeader
          title={missing ? 'Course not found' : 'Course review'}
          documentTitle="Course review"
          eyebrow="Admin"
        />
        {missing ? (
          <div className="card-art space-y-4 p-8 text-center">
            <p className="text-base-content/75">
              No submitted course has this address. It may have been removed.
            </p>
            <Link to="/dashboard/managecourses" className="btn btn-primary">
              Back to Manage Classes
            </Link>
          </div>
        ) : (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  const submission = query.data;
  return (
    <>
      <Breadcrumb trail={manageClasses} current={submission.courseName} />
      <DashboardPageHeader
        title={submission.courseName}
        documentTitle={`Review: ${submission.courseName}`}
        eyebrow="Course review"
        actions={<ReviewActions submission={submission} size="md" />}
      >
        <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <ReviewStatusBadge status={submission.status} />
          <span>
            by {submission.sellerName} · {plural(submission.chapters, 'chapter')} ·{' '}
            {plural(submission.lessons, 'lesson')}
          </span>
        </span>
      </DashboardPageHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          <CourseCard submission={submission} />
          <CurriculumReview chapters={submission.curriculum} />
        </div>
        <aside aria-label="Review" className="space-y-6">
          <FeedbackCard submission={submission} />
          <SubmissionHistory history={submission.history} />
        </aside>
      </div>
    </>
  );
}

/** An admin opens one submission: its fields, review, history, and every lesson to preview. */
export default function SubmissionReviewPage() {
  const { id = '' } = useParams();
  return (
    <RequireRole roles={['admin']}>
      <Review key={id} id={id} />
    </RequireRole>
  );
}
