import type { Lesson, LessonInput } from '@glossy/contract';
import { useEffect, useId, useRef } from 'react';
import { StudioLessonForm } from './StudioLessonForm';

/**
 * The lesson editor in a dialog: a new lesson of a chapter, or an existing one. Unlike the site's
 * other dialogs a click beside it does not close it, so a long article is never lost by a stray
 * click; Escape and Cancel still do.
 */
export function StudioLessonEditor({
  open,
  lesson,
  chapterTitle,
  onSave,
  onClose,
}: {
  open: boolean;
  lesson: Lesson | null;
  chapterTitle: string;
  onSave: (lesson: LessonInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      // React passes a nested dialog's close up the tree: only this dialog's own counts.
      onClose={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="modal-box w-full max-w-3xl p-0">
        <div className="border-base-300 bg-base-100 sticky top-0 z-10 flex items-center justify-between gap-4 border-b px-5 py-4 sm:px-6">
          <h2 id={titleId} className="font-display min-w-0 truncate text-2xl font-semibold">
            {lesson ? `Edit “${lesson.title}”` : `New lesson in “${chapterTitle}”`}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-circle"
            aria-label="Close"
            onClick={onClose}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </button>
        </div>
        <div className="px-5 py-5 sm:px-6">
          {open && <StudioLessonForm lesson={lesson} onSave={onSave} onCancel={onClose} />}
        </div>
      </div>
    </dialog>
  );
}
