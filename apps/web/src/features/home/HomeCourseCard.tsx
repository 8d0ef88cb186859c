import type { Course } from '@glossy/contract';
import { memo } from 'react';
import {
  CourseCardActions,
  CourseCardMeta,
  CourseCardPicture,
} from '../../entities/catalog/CourseCardParts';
import { truncateDescription } from '../../lib/format/course-format';
import { sameSelectionFor, type CourseSelection } from '../../entities/commerce/useSelectCourse';

interface HomeCourseCardProps {
  course: Course;
  selection: CourseSelection;
}

function HomeCourseCardView({ course, selection }: HomeCourseCardProps) {
  return (
    <article className="card-art group flex h-full flex-col">
      <CourseCardPicture src={course.img} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CourseCardMeta course={course} />
        <h3 className="font-display text-xl leading-snug font-semibold">{course.name}</h3>
        <p className="text-base-content/75 text-sm leading-relaxed">
          {truncateDescription(course.Details)}
        </p>
        <CourseCardActions
          course={course}
          selection={selection}
          detailsPath={`/courses/${course._id}`}
        />
      </div>
    </article>
  );
}

/**
 * The home page's compact course card: a taste of the course, with details one click away.
 * Memoised like the catalog's: one course going into the cart leaves the others be.
 */
export const HomeCourseCard = memo(
  HomeCourseCardView,
  (before, after) =>
    before.course === after.course &&
    sameSelectionFor(after.course._id, before.selection, after.selection),
);
