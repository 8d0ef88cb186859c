import type { Course } from '@glossy/contract';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/useNearViewport';

// The timelapse brings the sketchpad's engine: it loads on the course page only, as the reader
// scrolls towards the preview, never with the course list or the home page.
const CoverTimelapse = lazy(() => import('./CoverTimelapse'));

export const timelapseCaption = 'Drawn stroke by stroke in the Glossy Drawer sketchpad';

/** The cover's timelapse in a box of the covers' proportions, so nothing moves as it loads. */
function TimelapseFigure({ course }: { course: Course }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <figure className="mt-5">
      <div
        ref={ref}
        className="rounded-box bg-base-200 relative aspect-[40/26] w-full overflow-hidden shadow-sm"
      >
        {near && (
          <Suspense fallback={<div aria-hidden="true" className="skeleton absolute inset-0" />}>
            <CoverTimelapse
              key={course._id}
              courseId={course._id}
              courseName={course.name}
              cover={course.img}
            />
          </Suspense>
        )}
      </div>
      <figcaption className="text-base-content/70 mt-3 text-sm">{timelapseCaption}</figcaption>
    </figure>
  );
}

/**
 * The course page's 'Preview': the video its instructor uploaded, or, for a course without one
 * (the demo courses), its cover painted stroke by stroke by our own sketchpad.
 */
export function CoursePreview({ course }: { course: Course }) {
  return (
    <section aria-labelledby="preview-heading" className="mt-12">
      <h2 id="preview-heading" className="section-title text-2xl sm:text-3xl">
        Preview
      </h2>
      {course.videoUrl ? (
        <video
          controls
          preload="none"
          poster={course.img}
          className="rounded-box mt-5 aspect-video w-full bg-black object-cover"
          aria-label={`Preview of ${course.name}`}
        >
          <source src={course.videoUrl} />
        </video>
      ) : (
        <TimelapseFigure course={course} />
      )}
    </section>
  );
}
