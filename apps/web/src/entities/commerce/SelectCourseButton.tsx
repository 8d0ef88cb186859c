import type { CourseSelection, SelectableCourse } from './useSelectCourse';

interface SelectCourseButtonProps {
  course: SelectableCourse;
  selection: CourseSelection;
  className?: string;
}

/** 'Select', with a spinner while the course is on its way into the cart. */
export function SelectCourseButton({ course, selection, className = '' }: SelectCourseButtonProps) {
  const pending = selection.pendingId === course._id;
  return (
    <button
      type="button"
      className={`btn btn-primary ${className}`}
      onClick={() => selection.select(course)}
      disabled={pending}
      aria-busy={pending}
      aria-label={`Select ${course.name}`}
    >
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      Select
    </button>
  );
}
