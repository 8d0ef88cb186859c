import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

/**
 * A question before an action that is hard to take back: the shared Dialog (focus kept inside,
 * Escape closes) with Cancel, focused first, and the action's own button. While the action runs,
 * both are disabled and the action shows a spinner.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'error',
  pending,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'error' | 'primary' | 'warning';
  pending: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const toneClass = { error: 'btn-error', primary: 'btn-primary', warning: 'btn-warning' }[tone];
  return (
    <Dialog open={open} title={title} onClose={onClose} size="sm" role="alertdialog">
      <div className="text-base-content/80 space-y-3">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onClose}
          disabled={pending}
          data-autofocus
        >
          Cancel
        </button>
        <button
          type="button"
          className={`btn ${toneClass}`}
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
          aria-busy={pending || undefined}
        >
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
