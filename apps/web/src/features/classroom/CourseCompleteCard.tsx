import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { PlayerIcon } from './player-icons';
import { certificatePath } from './useCertificateCelebration';

/** Shown once, the moment the last lesson gets done: the certificate is one click away. */
export function CourseCompleteCard({
  certificateId,
  courseName,
  onDismiss,
}: {
  certificateId: string;
  courseName: string | undefined;
  onDismiss(): void;
}) {
  return (
    <section
      aria-labelledby="course-complete-heading"
      className="bg-success/12 rounded-box relative flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="bg-success text-success-content grid size-12 shrink-0 place-items-center rounded-full">
        <PlayerIcon name="award" className="size-7" />
      </span>
      <div className="min-w-0 flex-1 pr-8">
        <h2 id="course-complete-heading" className="font-display text-xl font-semibold">
          You finished the course!
        </h2>
        <p className="text-base-content/80 mt-1 text-sm">
          {courseName ? `Every lesson of ${courseName} is done.` : 'Every lesson is done.'} Your
          certificate is ready to view, download and share.
        </p>
      </div>
      <Link to={certificatePath(certificateId)} className="btn btn-success">
        View your certificate
      </Link>
      <button
        type="button"
        className="btn btn-ghost btn-circle btn-sm absolute top-3 right-3"
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        <Icon name="close" />
      </button>
    </section>
  );
}
