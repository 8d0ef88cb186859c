import type { SubmissionDetail } from '@glossy/contract';
import { Link } from 'react-router';
import { isSameOrigin } from '../../lib/images';
import { Icon } from '../../components/ui/icons';
import { ReviewCourseFacts } from './ReviewCourseFacts';

/** The submitted course under review: its cover, facts, description and preview video. */
export function ReviewCourseCard({ submission }: { submission: SubmissionDetail }) {
  return (
    <section aria-labelledby="review-course" className="card-art hover:shadow-sm">
      <div className="grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {isSameOrigin(submission.image) ? (
          <img
            decoding="async"
            src={submission.image}
            alt={`Cover of “${submission.courseName}”`}
            width={800}
            height={520}
            className="bg-base-200 aspect-[40/26] size-full object-cover"
          />
        ) : (
          <div className="bg-base-200 aspect-[40/26]" />
        )}
        <div className="space-y-4 p-5 sm:p-6">
          <h2 id="review-course" className="font-display text-xl font-semibold">
            The course
          </h2>
          <ReviewCourseFacts submission={submission} />
          {submission.courseId && submission.status === 'approved' && (
            <Link
              to={`/detail/${encodeURIComponent(submission.courseId)}`}
              className="link link-primary inline-flex items-center gap-1 text-sm font-semibold"
            >
              See it in the catalog
              <Icon name="arrow" className="size-4" />
            </Link>
          )}
        </div>
      </div>
      <div className="border-base-300 space-y-6 border-t p-5 sm:p-6">
        <div>
          <h3 className="text-base-content/80 mb-2 text-sm font-semibold">Description</h3>
          <p className="max-w-prose leading-relaxed break-words whitespace-pre-line">
            {submission.description}
          </p>
        </div>
        {submission.videoUrl && isSameOrigin(submission.videoUrl) && (
          <div>
            <h3 className="text-base-content/80 mb-2 text-sm font-semibold">Preview video</h3>
            <video
              controls
              preload="metadata"
              poster={isSameOrigin(submission.image) ? submission.image : undefined}
              src={submission.videoUrl}
              aria-label={`Preview video of “${submission.courseName}”`}
              className="rounded-box aspect-video w-full bg-black"
            />
          </div>
        )}
      </div>
    </section>
  );
}
