import { Link } from 'react-router';
import { learnPath } from '../../lib/paths/learn-path';
import { cartPath, type CourseState } from './course-states';
import { EnrolFreeButton } from './EnrolFreeButton';
import { SelectCourseButton } from './SelectCourseButton';
import { isFree } from './useEnrolFree';
import type { CourseSelection, SelectableCourse } from './useSelectCourse';

interface CourseActionProps {
  course: SelectableCourse;
  state: CourseState;
  selection: CourseSelection;
  className?: string;
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * What the user can do next with a course, wherever it is shown: Select it, go to the cart it is
 * in, or continue learning it; a free course is enrolled in, then gone to. The accessible names
 * start with the visible words.
 */
export function CourseAction({ course, state, selection, className = '' }: CourseActionProps) {
  if (isFree(course)) {
    return state === 'owned' ? (
      <Link
        to={learnPath(course._id)}
        className={`btn btn-primary ${className}`}
        aria-label={`Go to the course ${course.name}`}
      >
        Go to the course
      </Link>
    ) : (
      <EnrolFreeButton course={course} selection={selection} className={className} />
    );
  }
  if (state === 'owned') {
    return (
      <Link
        to={learnPath(course._id)}
        className={`btn btn-primary ${className}`}
        aria-label={`Continue learning ${course.name}`}
      >
        Continue learning
      </Link>
    );
  }
  if (state === 'inCart') {
    return (
      <Link
        to={cartPath}
        className={`btn btn-outline btn-primary ${className}`}
        aria-label={`In cart: ${course.name}, go to your cart`}
      >
        <CheckIcon />
        In cart
      </Link>
    );
  }
  return <SelectCourseButton course={course} selection={selection} className={className} />;
}
