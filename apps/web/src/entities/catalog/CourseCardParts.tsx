import type { Course } from '@glossy/contract';
import { Link } from 'react-router';
import { CardPicture } from '../../components/ui/CardPicture';
import { CourseRating } from './CourseRating';
import { formatCoursePrice } from '../../lib/format/course-format';
import { LevelBadge } from './LevelBadge';
import { useCourseState } from '../commerce/course-states';
import { CourseAction } from '../commerce/CourseAction';
import { WishlistHeart } from '../commerce/WishlistHeart';
import type { CourseSelection } from '../commerce/useSelectCourse';

/** The course's picture at the top of a compact card, zooming a little as the card is hovered. */
export function CourseCardPicture({ src }: { src: string }) {
  return (
    <CardPicture
      src={src}
      alt=""
      width={800}
      height={520}
      boxClassName="bg-base-200 aspect-[40/26] w-full overflow-hidden"
      className="transition-transform duration-500 group-hover:scale-[1.03]"
    />
  );
}

/** Level and rating, the first line of every course card. */
export function CourseCardMeta({ course }: { course: Course }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <LevelBadge level={course.Level} />
      <p className="text-base-content/70 text-sm">
        <CourseRating course={course} />
      </p>
    </div>
  );
}

/** Price (or 'Owned'; 'Free', 'Enrolled'), Details and the user's next step, the last line of every course card. */
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
  const state = useCourseState(course._id);
  return (
    <div className="border-base-300 mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4">
      {state === 'owned' ? (
        <p className="badge badge-success font-semibold">
          {course.price === 0 ? 'Enrolled' : 'Owned'}
        </p>
      ) : (
        <p className="text-2xl font-semibold">
          <span className="sr-only">Price: </span>
          {formatCoursePrice(course.price)}
        </p>
      )}
      <div className="ml-auto flex gap-2">
        {state !== 'owned' && course.price > 0 && <WishlistHeart course={course} />}
        <Link to={detailsPath} className="btn btn-ghost" aria-label={`Details of ${course.name}`}>
          Details
        </Link>
        <CourseAction course={course} state={state} selection={selection} />
      </div>
    </div>
  );
}
