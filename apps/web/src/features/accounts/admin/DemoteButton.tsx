import type { UserSummary } from '@glossy/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { roleName, useDemote, type LowerRole } from './role-queries';

/** What a step down keeps and takes away, so the admin knows before confirming. */
const consequence = (from: UserSummary['role'], to: LowerRole) =>
  to === 'instructor'
    ? 'Keeps teaching: submitting courses, building their lessons and hosting live classes. Loses every admin right.'
    : `Keeps what they bought, their posts and their drawings. Loses ${from === 'admin' ? 'the admin rights and ' : ''}the instructor’s tools.`;

const lowerRoles = (role: UserSummary['role']): LowerRole[] =>
  role === 'admin' ? ['instructor', 'student'] : role === 'instructor' ? ['student'] : [];

/**
 * An explicit, confirmed step down. An admin's row opens a choice of instructor or student
 * ('Demote…'); an instructor's row can only go to student ('Demote to student').
 */
export function DemoteButton({ user }: { user: UserSummary }) {
  const demote = useDemote();
  const [open, setOpen] = useState(false);
  const choices = lowerRoles(user.role);
  const [target, setTarget] = useState<LowerRole>(choices[0] ?? 'student');
  const groupName = useId();
  if (choices.length === 0) return null;

  const choosing = choices.length > 1;
  const text = choosing ? 'Demote…' : 'Demote to student';
  const openDialog = () => {
    setTarget(choices[0]!);
    setOpen(true);
  };
  const confirm = () => demote.mutate({ user, role: target }, { onSettled: () => setOpen(false) });

  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-ghost text-warning whitespace-nowrap"
        aria-label={`${choosing ? 'Demote' : text}: ${user.name}`}
        aria-haspopup="dialog"
        disabled={demote.isPending}
        aria-busy={demote.isPending || undefined}
        onClick={openDialog}
      >
        {demote.isPending && (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        )}
        {text}
      </button>
      <ConfirmDialog
        open={open}
        title={choosing ? `Demote ${user.name}?` : `Demote ${user.name} to student?`}
        confirmLabel={choosing ? `Demote to ${target}` : 'Demote to student'}
        tone="warning"
        pending={demote.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <p>
          {user.name} is an {roleName[user.role].toLowerCase()} now.
          {choosing ? ' Choose the role to step down to.' : ''}
        </p>
        {choosing ? (
          <fieldset className="space-y-2">
            <legend className="sr-only">New role for {user.name}</legend>
            {choices.map((role) => (
              <label
                key={role}
                className={`rounded-box border-base-300 flex cursor-pointer gap-3 border p-3 ${target === role ? 'border-warning bg-warning/5' : ''}`}
              >
                <input
                  type="radio"
                  className="radio radio-warning radio-sm mt-0.5"
                  name={groupName}
                  value={role}
                  checked={target === role}
                  onChange={() => setTarget(role)}
                />
                <span>
                  <span className="text-base-content block font-medium">{roleName[role]}</span>
                  <span className="text-sm">{consequence(user.role, role)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p>{consequence(user.role, 'student')}</p>
        )}
      </ConfirmDialog>
    </>
  );
}
