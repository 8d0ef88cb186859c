import type { UserSummary } from '@glossy/contract';
import { useGrantRole, type GrantableRole } from './users-queries';

const buttonText: Record<GrantableRole, string> = {
  admin: 'Make Admin',
  instructor: 'Make Instructor',
};

/** The spec's grant button, or the plain role word when the user already holds that role. */
export function GrantRoleButton({ user, role }: { user: UserSummary; role: GrantableRole }) {
  const grant = useGrantRole(role);
  if (user.role === role) {
    return <span className="badge badge-soft badge-secondary font-medium">{role}</span>;
  }
  return (
    <button
      type="button"
      className={`btn btn-sm whitespace-nowrap btn-outline ${role === 'admin' ? 'btn-primary' : 'btn-secondary'}`}
      aria-label={`${buttonText[role]}: ${user.name}`}
      disabled={grant.isPending}
      aria-busy={grant.isPending || undefined}
      onClick={() => grant.mutate(user)}
    >
      {grant.isPending && (
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
      )}
      {buttonText[role]}
    </button>
  );
}
