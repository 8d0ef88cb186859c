import { CourseButton } from './CourseButton';
import type { CourseSelection, SelectableCourse } from './useSelectCourse';

interface SelectCourseButtonProps {
  course: SelectableCourse;
  selection: CourseSelection;
  className?: string;
}

/** 'Select', with a spinner while the course is on its way into the cart. */
export function SelectCourseButton({ course, selection, className = '' }: SelectCourseButtonProps) {
  return (
    <CourseButton
      label="Select"
      name={`Select ${course.name}`}
      pending={selection.pendingId === course._id}
      onPress={() => selection.select(course)}
      className={className}
    />
  );
}
