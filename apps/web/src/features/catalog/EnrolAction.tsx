import { Link } from 'react-router';
import { LabelledProgress } from '../../components/ui/ProgressBar';
import { useSession } from '../accounts/session';
import { learnPath } from '../classroom/lesson-order';
import { useEnrollments } from '../commerce/commerce-queries';
import { SelectCourseButton } from './SelectCourseButton';
import type { CourseSelection, SelectableCourse } from './useSelectCourse';

/**
 * The detail page's main button: Select for a course the user does not own, 'Continue learning'
 * for one they do. The user's courses are read only when someone is signed in, so a visitor's
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
  const enrollments = useEnrollments();
  const owned = enrollments.data?.find((item) => item._id === course._id);

  // Until the user's courses are known, neither button: Select could put an owned course in the cart.
  if (user && enrollments.isPending) {
    return <div aria-hidden="true" className="skeleton rounded-field h-12 w-full" />;
  }
  if (!owned) {
    return <SelectCourseButton course={course} selection={selection} className="btn-lg w-full" />;
  }
  return (
    <div className="space-y-4">
      <LabelledProgress
        percent={owned.percent}
        courseName={course.name}
        status="You own this course"
      />
      <Link to={learnPath(course._id)} className="btn btn-primary btn-lg w-full">
        Continue learning
      </Link>
    </div>
  );
}
