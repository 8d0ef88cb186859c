import { CourseButton } from './CourseButton';
import type { FreeCourse } from './useEnrolFree';
import type { CourseSelection } from './useSelectCourse';

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
  return (
    <CourseButton
      label="Enrol for free"
      name={`Enrol for free in ${course.name}`}
      pending={selection.enrollingId === course._id}
      onPress={() => selection.enrol(course)}
      className={className}
    />
  );
}
