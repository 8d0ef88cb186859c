import { Link, useParams } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isLockedError, useViewer } from '../classroom-queries';
import { usePractiseLesson } from './usePractiseLesson';
import { LessonLocked } from '../LessonLocked';
import { learnPath } from '../../../lib/paths/learn-path';
import { PractiseHeader } from './PractiseHeader';
import { PractiseStudio } from './PractiseStudio';
import { DrillStudio } from '../drills/DrillStudio';

function PractiseSkeleton() {
  return (
    <div className="space-y-4">
      <span role="status" className="sr-only">
        Loading the exercise
      </span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="rounded-box h-14 w-full" />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="rounded-box aspect-[2/1] w-full" />
        <Skeleton className="rounded-box aspect-[4/3] w-full" />
      </div>
    </div>
  );
}

function NoExercise({ back, title }: { back: string; title: string }) {
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <title>{`${title} | Glossy Drawer`}</title>
      <h1 className="font-display text-3xl font-semibold">This lesson has no drawing exercise</h1>
      <p className="text-base-content/75 mt-3">
        “{title}” is a lesson to watch or read. The sketchpad opens from the course’s exercises.
      </p>
      <Link to={back} className="btn btn-primary mt-6">
        Back to the lesson
      </Link>
    </div>
  );
}

/**
 * /learn/{course}/{lesson}/practise: an exercise on the sketchpad, with its demo beside it, or a
 * drill's board that scores each stroke.
 */
export default function PractisePage() {
  const { courseId = '', lessonId = '' } = useParams();
  const { signedIn } = useViewer();
  const lesson = usePractiseLesson(lessonId);
  const back = learnPath(courseId, lessonId);

  if (lesson.isError && isLockedError(lesson.error)) {
    return <LessonLocked courseId={courseId} courseName={undefined} signedIn={signedIn} />;
  }
  return (
    <div className="container-page py-6 sm:py-8">
      {lesson.isError ? (
        <QueryError error={lesson.error} onRetry={() => void lesson.refetch()} />
      ) : !lesson.data ? (
        <PractiseSkeleton />
      ) : lesson.data.kind === 'drill' && lesson.data.drill ? (
        <>
          <title>{`Drill: ${lesson.data.title} | Glossy Drawer`}</title>
          <PractiseHeader lesson={lesson.data} courseId={courseId} back={back} />
          <DrillStudio
            key={lesson.data._id}
            lesson={lesson.data}
            drill={lesson.data.drill}
            back={back}
          />
        </>
      ) : lesson.data.kind !== 'exercise' ? (
        <NoExercise back={back} title={lesson.data.title} />
      ) : (
        <>
          <title>{`Practise: ${lesson.data.title} | Glossy Drawer`}</title>
          <PractiseHeader lesson={lesson.data} courseId={courseId} back={back} />
          <PractiseStudio key={lesson.data._id} lesson={lesson.data} />
        </>
      )}
    </div>
  );
}
