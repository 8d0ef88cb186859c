import type { Course } from '@glossy/contract';
import { Link } from 'react-router';
import { Stars } from '../../components/ui/Stars';
import { formatPrice } from './format';
import { LevelBadge } from './LevelBadge';
import { SelectCourseButton } from './SelectCourseButton';
import type { CourseSelection } from './useSelectCourse';

/** Level and rating, the first line of every course card. */
export function CourseCardMeta({ course }: { course: Course }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <LevelBadge level={course.Level} />
      <p className="text-base-content/70 flex items-center gap-1.5 text-sm">
        <Stars rating={course.rating} />
        <span>{course.rating.toFixed(1)}</span>
      </p>
    </div>
  );
}

/** Price, Details and Select, the last line of every course card. */
export function CourseCardActions({
  course,
  selection,
  detailsPath,
}: {
  course: Course;
  selection: CourseSelection;
  /** The spec links home cards to /courses/{id} and list cards to /detail/{id}: the same screen. */
  detailsPath: string;
}) {
  return (
    <div className="border-base-300 mt-auto flex items-center justify-between gap-3 border-t pt-4">
      <p className="text-2xl font-semibold">
        <span className="sr-only">Price: </span>
        {formatPrice(course.price)}
      </p>
      <div className="flex gap-2">
        <Link to={detailsPath} className="btn btn-ghost" aria-label={`Details of ${course.name}`}>
          Details
        </Link>
        <SelectCourseButton course={course} selection={selection} />
      </div>
    </div>
  );
}
