import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { ApiError } from '../../lib/api';
import { useCurriculum } from '../../entities/catalog/curriculum';
import { ArticleLesson } from './ArticleLesson';
import {
  isLockedError,
  useCourseSummary,
  useLesson,
  usePrefetchLesson,
  useViewer,
} from './classroom-queries';
import { CompletionToggle } from './CompletionToggle';
import { DrillLesson } from './drills/DrillLesson';
import { ExerciseLesson } from './ExerciseLesson';
import { LessonHeading } from './LessonHeading';
import { LessonLocked } from './LessonLocked';
import { LessonNav } from './LessonNav';
import { LessonSkeleton } from './LessonSkeleton';
import { PreviewOffer } from './PreviewOffer';
import { lessonSteps, neighbours } from './lesson-order';
import { learnPath } from '../../lib/paths/learn-path';
import { VideoLesson } from './video/VideoLesson';

// The discussion is below the fold and has its own data: it never delays the lesson itself.
const LessonDiscussion = lazy(() =>
  import('./discussion/LessonDiscussion').then((module) => ({
    default: module.LessonDiscussion,
  })),
);

const frame = 'mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-10 lg:py-12';

function LessonMissing({ courseId }: { courseId: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <title>Lesson not found | Glossy Drawer</title>
      <h1 className="font-display text-3xl font-semibold">This lesson is not here</h1>
      <p className="text-base-content/75 mt-3">
        It may have been moved or removed from the course. Pick another lesson from the list.
      </p>
      <Link to={learnPath(courseId)} className="btn btn-primary mt-6">
        Go to the course’s lessons
      </Link>
    </div>
  );
}

/** /learn/{course}/{lesson}: one lesson of the course player, whatever its kind. */
export default function LessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const { signedIn } = useViewer();
  const lesson = useLesson(lessonId);
  const curriculum = useCurriculum(courseId);
  const course = useCourseSummary(courseId);
  const steps = lessonSteps(curriculum.data);
  const { current, previous, next } = neighbours(steps, lessonId);
  usePrefetchLesson(lesson.data ? next?.lesson._id : undefined);

  // Moving to another lesson takes a screen reader to its title, not back to the page's top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const shownId = lesson.data?._id;
  useEffect(() => {
    if (!shownId) return;
    if (shown.current && shown.current !== shownId)
      headingRef.current?.focus({ preventScroll: true });
    shown.current = shownId;
  }, [shownId]);

  if (lesson.isError) {
    const { error } = lesson;
    if (isLockedError(error)) {
      return (
        <LessonLocked courseId={courseId} courseName={course.data?.name} signedIn={signedIn} />
      );
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <LessonMissing courseId={courseId} />;
    }
    return (
      <div className={frame}>
        <QueryError error={error} onRetry={() => void lesson.refetch()} />
      </div>
    );
  }
  if (!lesson.data) return <LessonSkeleton />;

  const data = lesson.data;
  // A lesson opened under another course's address: show it where it belongs.
  if (data.courseId !== courseId)
    return <Navigate to={learnPath(data.courseId, data._id)} replace />;
  const ref = { courseId, lessonId: data._id };

  return (
    <article aria-labelledby="lesson-title" className={`${frame} space-y-10`}>
      <title>{`${data.title} | ${data.courseName} | Glossy Drawer`}</title>
      {data.kind === 'video' && <VideoLesson key={data._id} lesson={data} />}
      <LessonHeading ref={headingRef} lesson={data} step={current} total={steps.length} />
      {data.kind === 'article' && <ArticleLesson key={data._id} lesson={data} />}
      {data.kind === 'exercise' && <ExerciseLesson lesson={data} />}
      {data.kind === 'drill' && data.drill && <DrillLesson lesson={data} drill={data.drill} />}

      {data.preview && !data.progress && course.data && (
        <PreviewOffer course={course.data} lessons={steps.length} />
      )}

      <div className="border-base-300 space-y-6 border-t pt-8">
        {data.progress && (
          <CompletionToggle lesson={ref} completed={data.progress.completed} kind={data.kind} />
        )}
        <LessonNav courseId={courseId} previous={previous} next={next} />
      </div>

      <Suspense fallback={null}>
        <LessonDiscussion lessonId={data._id} instructorName={course.data?.Instructor ?? ''} />
      </Suspense>
    </article>
  );
}
