import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icons';

/**
 * A native modal dialog (focus kept inside, Escape closes). The content mounts only while open, so
 * every opening starts from a fresh form. Mark the control to start on with `data-autofocus`.
 * `closeOnBackdrop={false}` keeps a long form from being lost by a stray click beside it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  size = 'md',
  role,
  closeOnBackdrop = true,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  role?: 'alertdialog';
  closeOnBackdrop?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // showModal focuses the first control (the close button); the form's own first field is more useful.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  const width = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-2xl', xl: 'max-w-3xl' }[size];
  return (
    <dialog
      ref={dialog}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      role={role}
      // React passes a nested dialog's close up the tree: only this dialog's own counts.
      onClose={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={`modal-box w-full ${width} p-0`}>
        <div className="border-base-300 bg-base-100 sticky top-0 z-10 flex items-center justify-between gap-4 border-b px-5 py-4 sm:px-6">
          <h2 id={titleId} className="font-display min-w-0 text-2xl font-semibold break-words">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-circle"
            aria-label="Close"
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="px-5 py-5 sm:px-6">{open && children}</div>
      </div>
      {closeOnBackdrop && (
        <form method="dialog" className="modal-backdrop">
          <button type="submit" tabIndex={-1}>
            Close
          </button>
        </form>
      )}
    </dialog>
  );
}
