import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { RequireRole } from '../../lib/auth/RequireRole';
import { useSession } from '../../lib/auth/session';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { emptyCourse } from './studio-course-form';
import { useCreateSubmission } from './studio-queries';
import { studioPath } from './StudioCoursesTable';
import { StudioCourseForm } from './StudioCourseForm';

export const addedMessage = 'Item added successfully';

function AddCourse() {
  const { user } = useSession();
  const create = useCreateSubmission();
  const navigate = useNavigate();
  const name = user?.displayName ?? '';
  const email = user?.email ?? '';

  return (
    <>
      <DashboardPageHeader
        title="Add Course"
        documentTitle="Add Course"
        eyebrow="Instructor studio"
        actions={
          <Link to="/dashboard" className="btn btn-ghost">
            ← Back to dashboard
          </Link>
        }
      >
        Describe your course and send it to the admins for review. Next you build its chapters and
        lessons; it joins the catalog once an admin approves it.
      </DashboardPageHeader>
      <div className="card-art p-5 hover:shadow-sm sm:p-8">
        <StudioCourseForm
          initial={emptyCourse}
          instructorName={name}
          email={email}
          submitLabel="Add course"
          pendingLabel="Adding…"
          secondary={
            <Link to="/dashboard" className="btn btn-ghost">
              Cancel
            </Link>
          }
          onSubmit={async (input) => {
            // The original client sent both; the server takes them from the account anyway.
            const answer = await create.mutateAsync({
              ...input,
              sellerName: name,
              postedBy: email,
            });
            toast.success(addedMessage);
            if (answer.insertedId) {
              await navigate(studioPath(answer.insertedId), { state: { added: true } });
            }
          }}
        />
      </div>
    </>
  );
}

/** Spec §2 "Add Course": instructors (and admins) describe a new course for review. */
export default function AddCoursePage() {
  return (
    <RequireRole roles={['instructor', 'admin']}>
      <AddCourse />
    </RequireRole>
  );
}
