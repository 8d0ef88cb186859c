import type { Course } from '@glossy/contract';
import { Link } from 'react-router';
import { Stars } from '../../components/ui/Stars';
import { formatPrice } from './format';
import { LevelBadge } from './LevelBadge';
import { SelectCourseButton } from './SelectCourseButton';
import type { CourseSelection } from './useSelectCourse';

interface CourseCardProps {
  course: Course;
  selection: CourseSelection;
  /** The first row of cards is likely on screen at load; the rest can wait. */
  eager?: boolean;
}

/** The spec's detail-style course card: everything a student weighs before choosing a course. */
export function CourseCard({ course, selection, eager = false }: CourseCardProps) {
  return (
    <article className="card-art flex flex-col">
      <img
        src={course.img}
        alt=""
        width={800}
        height={520}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="bg-base-200 aspect-[40/26] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex items-center justify-between gap-3">
          <LevelBadge level={course.Level} />
          <p className="text-base-content/70 flex items-center gap-1.5 text-sm">
            <Stars rating={course.rating} />
            <span>{course.rating.toFixed(1)}</span>
          </p>
        </div>
        <h2 className="font-display text-xl leading-snug font-semibold">{course.name}</h2>
        <p className="text-base-content/75 line-clamp-3 text-sm leading-relaxed">
          {course.Details}
        </p>
        <p className="text-sm">
          <span className="text-base-content/70">Instructor: </span>
          <span className="font-medium">{course.Instructor}</span>
        </p>
        <div className="border-base-300 mt-auto flex items-center justify-between gap-3 border-t pt-4">
          <p className="text-2xl font-semibold">
            <span className="sr-only">Price: </span>
            {formatPrice(course.price)}
          </p>
          <div className="flex gap-2">
            <Link
              to={`/detail/${course._id}`}
              className="btn btn-ghost"
              aria-label={`Details of ${course.name}`}
            >
              Details
            </Link>
            <SelectCourseButton course={course} selection={selection} />
          </div>
        </div>
      </div>
    </article>
  );
}
