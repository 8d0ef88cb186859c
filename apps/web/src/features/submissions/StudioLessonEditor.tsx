import type { Lesson, LessonInput } from '@glossy/contract';
import { Dialog } from '../../components/ui/Dialog';
import { StudioLessonForm } from './StudioLessonForm';

/**
 * The lesson editor in a dialog: a new lesson of a chapter, or an existing one. A click beside it
 * does not close it, so a long article is never lost by a stray click; Escape and Cancel still do.
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
  return (
    <Dialog
      open={open}
      title={lesson ? `Edit “${lesson.title}”` : `New lesson in “${chapterTitle}”`}
      onClose={onClose}
      size="xl"
      closeOnBackdrop={false}
    >
      <StudioLessonForm lesson={lesson} onSave={onSave} onCancel={onClose} />
    </Dialog>
  );
}
