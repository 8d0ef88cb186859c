import type { Course, Curriculum } from '@glossy/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/Dialog';
import { Icon } from '../../components/ui/icons';
import { learnPath } from '../../lib/paths/learn-path';

const firstPreview = (curriculum: Curriculum | undefined) =>
  curriculum?.chapters.flatMap((chapter) => chapter.lessons).find((lesson) => lesson.preview);

/**
 * 'Preview this course', near the top of the course page: its first free lesson, which ends with
 * the price and Select; a course without one plays its trailer. Nothing when it has neither.
 */
export function PreviewThisCourse({
  course,
  curriculum,
}: {
  course: Pick<Course, '_id' | 'name' | 'videoUrl'>;
  curriculum: Curriculum | undefined;
}) {
  const [trailerOpen, setTrailerOpen] = useState(false);
  const lesson = firstPreview(curriculum);
  const label = (
    <>
      <Icon name="eye" className="size-5" />
      Preview this course
    </>
  );
  if (lesson) {
    return (
      <Link to={learnPath(course._id, lesson._id)} className="btn btn-outline btn-primary mt-6">
        {label}
      </Link>
    );
  }
  if (!course.videoUrl) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-primary mt-6"
        aria-haspopup="dialog"
        onClick={() => setTrailerOpen(true)}
      >
        {label}
      </button>
      <Dialog
        open={trailerOpen}
        title={`Trailer: ${course.name}`}
        onClose={() => setTrailerOpen(false)}
        size="xl"
      >
        <video src={course.videoUrl} controls autoPlay playsInline className="rounded-box w-full" />
      </Dialog>
    </>
  );
}
