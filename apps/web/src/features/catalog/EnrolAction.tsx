import { Link } from 'react-router';
import { LabelledProgress } from '../../components/ui/ProgressBar';
import { useSession } from '../../lib/auth/session';
import { learnPath } from '../../lib/paths/learn-path';
import { useEnrollments } from '../../entities/commerce/own-lists';
import { stateIn, useCourseStates } from '../../entities/commerce/course-states';
import { CourseAction } from '../../entities/commerce/CourseAction';
import { WishlistHeart } from '../../entities/commerce/WishlistHeart';
import { isFree } from '../../entities/commerce/useEnrolFree';
import type { CourseSelection, SelectableCourse } from '../../entities/commerce/useSelectCourse';

/**
 * The detail page's main button: Select, 'In cart' (to the cart) or, with the progress made,
 * 'Continue learning'; for a free course 'Enrol for free', then 'Go to the course'. The user's states are read only when someone is signed in, so a visitor's
 * page costs no extra request.
 */
export function EnrolAction({
  course,
  selection,
}: {
  course: SelectableCourse;
  selection: CourseSelection;
}) {
  const { user } = useSession();
  const states = useCourseStates();
  const state = stateIn(states.data, course._id);
  const enrollments = useEnrollments();

  // Until the user's courses are known, no button: Select could put an owned course in the cart.
  if (user && states.isPending) {
    return <div aria-hidden="true" className="skeleton rounded-field h-12 w-full" />;
  }
  if (state !== 'owned') {
    return (
      <div className="flex gap-2">
        <CourseAction
          course={course}
          state={state}
          selection={selection}
          className="btn-lg min-w-0 flex-1"
        />
        {!isFree(course) && <WishlistHeart course={course} className="btn-lg" />}
      </div>
    );
  }
  const progress = enrollments.data?.find((item) => item._id === course._id);
  const free = isFree(course);
  return (
    <div className="space-y-4">
      <LabelledProgress
        percent={progress?.percent ?? 0}
        courseName={course.name}
        status={free ? 'You are enrolled' : 'You own this course'}
      />
      <Link to={learnPath(course._id)} className="btn btn-primary btn-lg w-full">
        {free ? 'Go to the course' : 'Continue learning'}
      </Link>
    </div>
  );
}
