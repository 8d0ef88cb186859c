import type { Course } from '@glossy/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCoursePrice } from '../../lib/format/course-format';
import { CourseCardMeta, CourseCardPicture } from './CourseCardParts';

/**
 * A course as a single link to its page: picture, level and rating, name, price. For lists that
 * point somewhere (courses that fit, an instructor's courses) rather than sell in place; `note`
 * says why it is listed.
 */
export function CourseLinkCard({ course, note }: { course: Course; note?: ReactNode }) {
  return (
    <article className="card-art group relative flex h-full flex-col overflow-hidden">
      <CourseCardPicture src={course.img} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <CourseCardMeta course={course} />
        <h3 className="font-display text-lg leading-snug font-semibold">
          <Link
            to={`/courses/${encodeURIComponent(course._id)}`}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-primary"
          >
            {course.name}
          </Link>
        </h3>
        <p className="text-base-content/70 text-sm">By {course.Instructor}</p>
        {note}
        <p className="mt-auto pt-2 font-semibold">{formatCoursePrice(course.price)}</p>
      </div>
    </article>
  );
}
