import type { CourseSelection } from './useSelectCourse';
import type { FreeCourse } from './useEnrolFree';

/** 'Enrol for free' in place of Select on a free course, with a spinner while it enrols. */
export function EnrolFreeButton({
  course,
  selection,
  className = '',
}: {
  course: FreeCourse;
  selection: CourseSelection;
  className?: string;
}) {
  const pending = selection.enrollingId === course._id;
  return (
    <button
      type="button"
      className={`btn btn-primary ${className}`}
      onClick={() => selection.enrol(course)}
      disabled={pending}
      aria-busy={pending}
      aria-label={`Enrol for free in ${course.name}`}
    >
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      Enrol for free
    </button>
  );
}
