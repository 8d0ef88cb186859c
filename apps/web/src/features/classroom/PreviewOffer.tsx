import type { Course } from '@glossy/contract';
import { CourseAction } from '../../entities/commerce/CourseAction';
import { stateIn, useCourseStates } from '../../entities/commerce/course-states';
import { useSelectCourse } from '../../entities/commerce/useSelectCourse';
import { useSession } from '../../lib/auth/session';
import { formatCoursePrice } from '../../lib/format/course-format';

/**
 * Where a free preview lesson ends: the course's price and the same Select (or Enrol for free) as
 * its course page, so a visitor who liked the lesson can go on. Not shown to whoever owns it.
 */
export function PreviewOffer({ course, lessons }: { course: Course; lessons: number }) {
  const { user } = useSession();
  const selection = useSelectCourse('Please Login First');
  const states = useCourseStates();
  const state = stateIn(states.data, course._id);
  if (state === 'owned') return null;
  return (
    <section
      aria-labelledby="preview-offer"
      className="card-art border-primary/30 grid gap-5 border p-6 hover:shadow-sm sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="min-w-0 space-y-2">
        <p className="text-primary text-xs font-semibold tracking-widest uppercase">
          End of the free preview
        </p>
        <h2 id="preview-offer" className="font-display text-2xl font-semibold break-words">
          Keep going with {course.name}
        </h2>
        <p className="text-base-content/80">
          {lessons > 1 ? `All ${lessons} lessons` : 'Every lesson'} by {course.Instructor}, your
          progress kept and a certificate at the end.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:min-w-56">
        <p className="text-3xl font-semibold sm:text-end">
          <span className="sr-only">Price: </span>
          {formatCoursePrice(course.price)}
        </p>
        {user && states.isPending ? (
          <div aria-hidden="true" className="skeleton rounded-field h-12 w-full" />
        ) : (
          <CourseAction course={course} state={state} selection={selection} className="w-full" />
        )}
      </div>
    </section>
  );
}
