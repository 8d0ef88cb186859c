import { Link, useLocation } from 'react-router';
import { PlayerIcon } from './player-icons';

/**
 * A lesson the user may not open: a visitor is asked to sign in, a signed-in user who does not
 * own the course is shown the way to it. Nobody is signed out or left on a blank screen.
 */
export function LessonLocked({
  courseId,
  courseName,
  signedIn,
}: {
  courseId: string;
  courseName: string | undefined;
  signedIn: boolean;
}) {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <title>This lesson is for students of the course | Glossy Drawer</title>
      <span className="bg-primary/12 text-primary mx-auto grid size-14 place-items-center rounded-2xl">
        <PlayerIcon name="lock" className="size-7" />
      </span>
      <h1 className="font-display mt-5 text-3xl font-semibold">
        This lesson is for students of the course
      </h1>
      <p className="text-base-content/75 mt-3">
        {signedIn
          ? `Enrol in ${courseName ?? 'the course'} to take every lesson, keep track of your progress and earn its certificate.`
          : 'Sign in if the course is yours, or see what it teaches.'}{' '}
        Free preview lessons are marked in the list of lessons.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!signedIn && (
          <Link to="/login" state={{ from: location }} className="btn btn-primary">
            Sign in
          </Link>
        )}
        <Link
          to={`/courses/${encodeURIComponent(courseId)}`}
          className={`btn ${signedIn ? 'btn-primary' : 'btn-outline'}`}
        >
          See the course
        </Link>
      </div>
    </div>
  );
}
