import type { UserSummary } from '@glossy/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useSignOutEverywhere } from './role-queries';

/** Ends every session and API token of one user, after asking. */
export function SignOutEverywhereButton({ user, isSelf }: { user: UserSummary; isSelf: boolean }) {
  const signOut = useSignOutEverywhere();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-ghost h-auto min-h-8 py-1 leading-tight"
        aria-label={`Sign out everywhere: ${user.name}`}
        aria-haspopup="dialog"
        disabled={signOut.isPending}
        aria-busy={signOut.isPending || undefined}
        onClick={() => setOpen(true)}
      >
        {signOut.isPending && (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        )}
        Sign out everywhere
      </button>
      <ConfirmDialog
        open={open}
        title={isSelf ? 'Sign yourself out everywhere?' : `Sign ${user.name} out everywhere?`}
        confirmLabel="Sign out everywhere"
        pending={signOut.isPending}
        onConfirm={() => signOut.mutate(user, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      >
        <p>
          Every session and API token of {isSelf ? 'yours' : `${user.name}’s`} ends now, on every
          device. {isSelf ? 'You' : 'They'} can log in again with the same account.
        </p>
        {isSelf && <p>This browser is signed out too.</p>}
      </ConfirmDialog>
    </>
  );
}
