import type { Course } from '@glossy/contract';
import { Stars } from '../../components/ui/Stars';
import { formatCount } from '../../lib/format/numbers';

/**
 * The catalog's rating: its students' average with how many reviewed ('4.7 (312)'), or 'New'
 * while nobody has. The instructor's own figure is never shown here.
 */
export function CourseRating({
  course,
  long = false,
}: {
  course: Pick<Course, 'rating' | 'reviewCount'>;
  /** The detail page spells the count out: '4.7 (312 reviews)'. */
  long?: boolean;
}) {
  if (course.reviewCount === 0) {
    return (
      <span className="badge badge-outline badge-sm" title="No student reviews yet">
        New
      </span>
    );
  }
  const count = formatCount(course.reviewCount);
  const counted = long ? `${count} ${course.reviewCount === 1 ? 'review' : 'reviews'}` : count;
  return (
    <span className="flex items-center gap-1.5">
      <Stars
        rating={course.rating}
        label={`Rated ${course.rating.toFixed(1)} out of 5 by ${count} ${course.reviewCount === 1 ? 'student' : 'students'}`}
      />
      <span aria-hidden="true">
        {course.rating.toFixed(1)} ({counted})
      </span>
    </span>
  );
}
