import type { Course } from '@glossy/contract';
import { Link } from 'react-router';
import { CourseCardMeta } from '../catalog/CourseCardParts';

/** A course the user owns: the catalog card's look, with the way in instead of price and Select. */
export function OwnedCourseCard({ course }: { course: Course }) {
  return (
    <article className="card-art flex h-full flex-col">
      <img
        src={course.img}
        alt=""
        width={800}
        height={520}
        loading="lazy"
        decoding="async"
        className="bg-base-200 aspect-[40/26] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CourseCardMeta course={course} />
        <h2 className="font-display text-xl leading-snug font-semibold">{course.name}</h2>
        <p className="text-sm">
          <span className="text-base-content/70">Instructor: </span>
          <span className="font-medium">{course.Instructor}</span>
        </p>
        <div className="border-base-300 mt-auto border-t pt-4">
          <Link to={`/courses/${course._id}`} className="btn btn-primary">
            Open course<span className="sr-only">: {course.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
