import type { Project } from '@glossy/contract';
import { Link } from 'react-router';
import { When } from '../../../components/ui/When';
import { projectPaths } from '../../../entities/classroom/project-queries';
import { critiquesLabel } from './hand-in';

/**
 * What the student has handed in for the lesson: when, how much critique it has, and the way to
 * it; or, before the first hand-in, what handing in does.
 */
export function HandInStatus({
  current,
  loading,
  failed,
  onRetry,
}: {
  current: Project | null | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  if (current) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium">
          Handed in <When iso={current.handedInAt} />
        </span>
        <span aria-hidden="true">·</span>
        <span className="text-base-content/75">{critiquesLabel(current.critiques)}</span>
        {current.unread > 0 && (
          <span className="badge badge-primary badge-sm">{current.unread} new</span>
        )}
        <span aria-hidden="true">·</span>
        <Link to={projectPaths.critique(current._id)} className="link link-primary font-medium">
          See the critique
        </Link>
      </p>
    );
  }
  if (loading) {
    return (
      <p className="text-base-content/75 text-sm">
        <span className="skeleton inline-block h-4 w-56 align-middle" aria-hidden="true" />
        <span className="sr-only">Checking your hand-ins</span>
      </p>
    );
  }
  if (failed) {
    return (
      <p className="text-base-content/75 text-sm">
        Your earlier hand-ins could not be checked.{' '}
        <button type="button" className="link link-primary font-medium" onClick={onRetry}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <p className="text-base-content/75 max-w-prose text-sm">
      When your drawing is ready, hand it in for your instructor’s critique. It is kept in My
      drawings too.
    </p>
  );
}
