import type { Course } from '@glossy/contract';
import { memo } from 'react';
import { CourseCardActions, CourseCardMeta } from '../../entities/catalog/CourseCardParts';
import { sameSelectionFor, type CourseSelection } from '../../entities/commerce/useSelectCourse';
import { CardPicture } from '../../components/ui/CardPicture';

interface CourseCardProps {
  course: Course;
  selection: CourseSelection;
  /** The first row of cards is likely on screen at load; the rest can wait. */
  eager?: boolean;
}

function CourseCardView({ course, selection, eager = false }: CourseCardProps) {
  return (
    <article className="card-art flex flex-col">
      <CardPicture
        src={course.img}
        alt=""
        width={800}
        height={520}
        eager={eager}
        boxClassName="bg-base-200 aspect-[40/26] w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CourseCardMeta course={course} />
        <h2 className="font-display text-xl leading-snug font-semibold">{course.name}</h2>
        <p className="text-base-content/75 line-clamp-3 text-sm leading-relaxed">
          {course.Details}
        </p>
        <p className="text-sm">
          <span className="text-base-content/70">Instructor: </span>
          <span className="font-medium">{course.Instructor}</span>
        </p>
        <CourseCardActions
          course={course}
          selection={selection}
          detailsPath={`/detail/${course._id}`}
        />
      </div>
    </article>
  );
}

/**
 * The spec's detail-style course card: everything a student weighs before choosing a course.
 * Memoised: a filter's first frame, or one course going into the cart, leaves the others be.
 */
export const CourseCard = memo(
  CourseCardView,
  (before, after) =>
    before.course === after.course &&
    before.eager === after.eager &&
    sameSelectionFor(after.course._id, before.selection, after.selection),
);
