import type { UserSummary } from '@glossy/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { refreshRoleAudit } from './role-queries';
import { useGrantRole, type GrantableRole } from './users-queries';

const buttonText: Record<GrantableRole, string> = {
  admin: 'Make Admin',
  instructor: 'Make Instructor',
};

const rank: Record<UserSummary['role'], number> = { student: 0, instructor: 1, admin: 2 };

/** The plain role word the spec shows in place of a button the user no longer needs. */
export function RoleWord({ role }: { role: UserSummary['role'] }) {
  return <span className="badge badge-soft badge-secondary font-medium">{role}</span>;
}

/** What an admin may do, said before anyone is made one. */
function AdminRightsNote({ name }: { name: string }) {
  return (
    <>
      <p>Admins run the whole site. As an admin, {name} will be able to:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>see every user, grant roles and take them back, and sign anyone out;</li>
        <li>approve, deny and publish courses, and read every lesson;</li>
        <li>read contact messages and the mail outbox;</li>
        <li>remove any post, comment or blog post, and host or moderate any event.</li>
      </ul>
      <p>Only make admins of people you trust.</p>
    </>
  );
}

/** What an instructor may do, said before anyone is made one. */
function InstructorRightsNote({ name }: { name: string }) {
  return (
    <>
      <p>Instructors teach on the site. As an instructor, {name} will be able to:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>submit courses for review and build their lessons;</li>
        <li>
          see the students of their own courses, answer their questions and critique their work;
        </li>
        <li>schedule and host live drawing events.</li>
      </ul>
      <p>You can step them down to student later.</p>
    </>
  );
}

const confirmation: Record<
  GrantableRole,
  { title: (name: string) => string; Note: (props: { name: string }) => ReactNode }
> = {
  admin: { title: (name) => `Make ${name} an admin?`, Note: AdminRightsNote },
  instructor: { title: (name) => `Make ${name} an instructor?`, Note: InstructorRightsNote },
};

/**
 * The spec's grant button, or the plain role word when the user already holds that role. Every
 * grant asks first, naming the person and what the role lets them do; a grant is never a step
 * down, so an admin is never offered Make Instructor.
 */
export function GrantRoleButton({ user, role }: { user: UserSummary; role: GrantableRole }) {
  const grant = useGrantRole(role);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  if (user.role === role) return <RoleWord role={role} />;
  if (rank[user.role] > rank[role]) return null;

  const run = () =>
    grant.mutate(user, {
      onSettled: () => {
        setConfirming(false);
        void refreshRoleAudit(queryClient);
      },
    });
  const { title, Note } = confirmation[role];
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm whitespace-nowrap btn-outline ${role === 'admin' ? 'btn-primary' : 'btn-secondary'}`}
        aria-label={`${buttonText[role]}: ${user.name}`}
        aria-haspopup="dialog"
        disabled={grant.isPending}
        aria-busy={grant.isPending || undefined}
        onClick={() => setConfirming(true)}
      >
        {grant.isPending && (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        )}
        {buttonText[role]}
      </button>
      <ConfirmDialog
        open={confirming}
        title={title(user.name)}
        confirmLabel={buttonText[role]}
        tone="primary"
        pending={grant.isPending}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      >
        <Note name={user.name} />
      </ConfirmDialog>
    </>
  );
}
