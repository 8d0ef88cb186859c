import type { SubmissionDetail } from '@glossy/contract';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/auth/session';
import { draftOf } from './studio-course-form';
import { useUpdateSubmission } from './studio-queries';
import { StudioCourseForm } from './StudioCourseForm';

/** The course's details in the studio: editable by its instructor until it goes live. */
export function StudioCourseDetails({
  submission,
  owner,
}: {
  submission: SubmissionDetail;
  owner: boolean;
}) {
  const { user } = useSession();
  const update = useUpdateSubmission(submission._id);
  const live = submission.status === 'approved';
  return (
    <div className="card-art p-5 hover:shadow-sm sm:p-8">
      <StudioCourseForm
        // A saved change (or a review) comes back as a new version: the form starts from it.
        key={submission.updatedAt}
        initial={draftOf(submission)}
        instructorName={
          owner ? (user?.displayName ?? submission.sellerName) : submission.sellerName
        }
        email={submission.postedBy}
        // Saving never sends the course to review: Submit for review does, beside the checklist.
        submitLabel="Save changes"
        pendingLabel="Saving…"
        readOnly={live || !owner}
        readOnlyNote={
          live
            ? 'This course is live, so its details are locked. An admin can take it out of the catalog if they must change; its lessons can still grow.'
            : 'Only the course’s instructor can change these details.'
        }
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          toast.success('Changes saved');
        }}
      />
    </div>
  );
}
