import type { Project } from '@glossy/contract';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ApiError } from '../../../lib/api';
import { RequireRole } from '../../../lib/auth/RequireRole';
import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';
import { Icon } from '../../../components/ui/icons';
import { When } from '../../../components/ui/When';
import { useProject } from './critique-queries';
import { CritiqueWorkspace } from './CritiqueWorkspace';

const listPath = '/dashboard/projects';

function BackLink() {
  return (
    <Link to={listPath} className="btn btn-ghost btn-sm min-h-11 gap-2">
      <Icon name="arrow" className="size-4 -scale-x-100" />
      All hand-ins
    </Link>
  );
}

function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <>
      <DashboardPageHeader title={title} documentTitle={title} eyebrow="Hand-in" />
      <div className="card-art flex flex-col items-start gap-4 p-6">
        <p className="text-base-content/75">{text}</p>
        <BackLink />
      </div>
    </>
  );
}

function CritiqueSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only">Loading the hand-in</span>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="rounded-box aspect-[2/1] w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

function Header({ project }: { project: Project }) {
  return (
    <DashboardPageHeader
      title={project.title}
      documentTitle={`Critique: ${project.title}`}
      eyebrow={project.courseName}
      actions={<BackLink />}
    >
      <p>
        {project.student.name} handed in <strong>{project.lessonTitle}</strong>{' '}
        <When iso={project.handedInAt} />.
        {project.earlier > 0 &&
          ` It replaces ${project.earlier === 1 ? 'an earlier hand-in' : `${project.earlier} earlier hand-ins`} of this exercise.`}
      </p>
    </DashboardPageHeader>
  );
}

function Critique() {
  const { id = '' } = useParams();
  const query = useProject(id);

  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400)
      return (
        <Unavailable
          title="No such hand-in"
          text="This hand-in does not exist, or it was replaced by a newer one of the same exercise."
        />
      );
    if (status === 403)
      return (
        <Unavailable
          title="Not your hand-in"
          text="A hand-in is seen by its student and by the instructor of its course only."
        />
      );
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <CritiqueSkeleton />;

  const project = query.data;
  return (
    <>
      <Header project={project} />
      <CritiqueWorkspace key={project._id} project={project} teacher={project.teaching} />
    </>
  );
}

/** /dashboard/projects/:id: a hand-in's replay with its critique pinned to moments of it. */
export default function CritiquePage() {
  return (
    <RequireRole>
      <Critique />
    </RequireRole>
  );
}
