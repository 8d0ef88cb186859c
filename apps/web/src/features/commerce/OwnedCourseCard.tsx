import type { EnrolledCourse } from '@glossy/contract';
import { Link } from 'react-router';
import { LabelledProgress } from '../../components/ui/ProgressBar';
import { CourseCardMeta } from '../../entities/catalog/CourseCardParts';
import { learnPath } from '../../lib/paths/learn-path';
import { CertificateLink } from './CertificateLink';

/** Where the card's main button leads, and what it says, for how far the student is. */
function wayIn(course: EnrolledCourse): { to: string; action: string; status: string } {
  if (course.percent >= 100) {
    return { to: learnPath(course._id), action: 'Review course', status: 'Completed' };
  }
  if (course.percent === 0 && !course.lastLessonId) {
    return { to: learnPath(course._id), action: 'Start course', status: 'Not started' };
  }
  return {
    to: learnPath(course._id, course.lastLessonId ?? undefined),
    action: 'Resume',
    status: 'In progress',
  };
}

/**
 * A course the user owns: the catalog card's look, with how far they are and the way back in
 * (start, resume where they left off, or review it and see the certificate once finished).
 */
export function OwnedCourseCard({ course }: { course: EnrolledCourse }) {
  const { to, action, status } = wayIn(course);
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
        <h2 className="font-display text-xl leading-snug font-semibold">
          <Link to={`/courses/${course._id}`} className="link link-hover">
            {course.name}
          </Link>
        </h2>
        <p className="text-sm">
          <span className="text-base-content/70">Instructor: </span>
          <span className="font-medium">{course.Instructor}</span>
        </p>
        <div className="border-base-300 mt-auto space-y-4 border-t pt-4">
          <LabelledProgress percent={course.percent} courseName={course.name} status={status} />
          <div className="flex flex-wrap gap-2">
            <Link to={to} className="btn btn-primary">
              {action}
              <span className="sr-only">: {course.name}</span>
            </Link>
            {course.percent >= 100 && (
              <CertificateLink courseId={course._id} courseName={course.name} />
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
