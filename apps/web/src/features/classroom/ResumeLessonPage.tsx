import { Link, Navigate, useParams } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { useCurriculum } from '../../entities/catalog/curriculum';
import { useCourseProgress, useViewer } from './classroom-queries';
import { LessonSkeleton } from './LessonSkeleton';
import { lessonSteps, resumeLessonId } from './lesson-order';
import { learnPath } from '../../lib/paths/learn-path';

/**
 * /learn/{course}: opens the lesson the student was last on, else the first one to do. A visitor
 * (or someone without progress here) starts at the beginning.
 */
export default function ResumeLessonPage() {
  const { courseId = '' } = useParams();
  const { signedIn, canAsk } = useViewer();
  const curriculum = useCurriculum(courseId);
  const progress = useCourseProgress(courseId);
  // Progress that cannot be read (not enrolled, offline) only means "start at the beginning".
  const progressSettled = canAsk && (!signedIn || !progress.isPending);

  if (curriculum.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-10">
        <QueryError error={curriculum.error} onRetry={() => void curriculum.refetch()} />
      </div>
    );
  }
  if (!curriculum.data || !progressSettled) return <LessonSkeleton />;

  const target = resumeLessonId(lessonSteps(curriculum.data), progress.data);
  if (target) return <Navigate to={learnPath(courseId, target)} replace />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <title>No lessons yet | Glossy Drawer</title>
      <h1 className="font-display text-3xl font-semibold">No lessons yet</h1>
      <p className="text-base-content/75 mt-3">
        This course has no lessons to take yet. Its instructor is still building it.
      </p>
      <Link to={`/courses/${encodeURIComponent(courseId)}`} className="btn btn-primary mt-6">
        Back to the course
      </Link>
    </div>
  );
}
