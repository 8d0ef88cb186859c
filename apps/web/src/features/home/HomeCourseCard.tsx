import type { Course } from '@glossy/contract';
import { CourseCardActions, CourseCardMeta } from '../../entities/catalog/CourseCardParts';
import { truncateDescription } from '../../lib/format/course-format';
import { CardPicture } from '../../components/ui/CardPicture';
import type { CourseSelection } from '../../entities/commerce/useSelectCourse';

interface HomeCourseCardProps {
  course: Course;
  selection: CourseSelection;
}

/** The home page's compact course card: a taste of the course, with details one click away. */
export function HomeCourseCard({ course, selection }: HomeCourseCardProps) {
  return (
    <article className="card-art group flex h-full flex-col">
      <CardPicture
        src={course.img}
        alt=""
        width={800}
        height={520}
        boxClassName="bg-base-200 aspect-[40/26] w-full overflow-hidden"
        className="transition-transform duration-500 group-hover:scale-[1.03]"
      />
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
