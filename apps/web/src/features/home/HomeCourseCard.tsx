import type { Course } from '@glossy/contract';
import { Link } from 'react-router';
import { Stars } from '../../components/ui/Stars';
import { formatPrice, truncateDescription } from '../catalog/format';
import { LevelBadge } from '../catalog/LevelBadge';
import { SelectCourseButton } from '../catalog/SelectCourseButton';
import type { CourseSelection } from '../catalog/useSelectCourse';

interface HomeCourseCardProps {
  course: Course;
  selection: CourseSelection;
}

/** The home page's compact course card: a taste of the course, with details one click away. */
export function HomeCourseCard({ course, selection }: HomeCourseCardProps) {
  return (
    <article className="card-art group flex h-full flex-col">
      <div className="overflow-hidden">
        <img
          src={course.img}
          alt=""
          width={800}
          height={520}
          loading="lazy"
          decoding="async"
          className="bg-base-200 aspect-[40/26] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex items-center justify-between gap-3">
          <LevelBadge level={course.Level} />
          <p className="text-base-content/70 flex items-center gap-1.5 text-sm">
            <Stars rating={course.rating} />
            <span>{course.rating.toFixed(1)}</span>
          </p>
        </div>
        <h3 className="font-display text-xl leading-snug font-semibold">{course.name}</h3>
        <p className="text-base-content/75 text-sm leading-relaxed">
          {truncateDescription(course.Details)}
        </p>
        <div className="border-base-300 mt-auto flex items-center justify-between gap-3 border-t pt-4">
          <p className="text-2xl font-semibold">
            <span className="sr-only">Price: </span>
            {formatPrice(course.price)}
          </p>
          <div className="flex gap-2">
            <Link
              to={`/courses/${course._id}`}
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
