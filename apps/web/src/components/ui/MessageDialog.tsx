import { useEffect, useRef, type ReactNode } from 'react';

/** A native modal dialog (focus trapped, Escape closes) with a title, a message and one button. */
export function MessageDialog({
  open,
  title,
  children,
  footer,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="message-dialog-title" onClose={onClose}>
      <div className="modal-box">
        <h2 id="message-dialog-title" className="font-display text-2xl font-semibold">
          {title}
        </h2>
        <div className="py-4">{children}</div>
        <div className="modal-action items-center justify-between">
          <div className="text-sm">{footer}</div>
          <form method="dialog">
            <button type="submit" className="btn btn-primary">
              OK
            </button>
          </form>
        </div>
      </div>
    </dialog>
  );
}
