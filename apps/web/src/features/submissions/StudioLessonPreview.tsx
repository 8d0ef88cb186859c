import { useId } from 'react';
import { Icon } from '../../components/ui/icons';
import { LessonPreview } from '../../components/ui/LessonPreview';
import { drillInputOf } from './studio-drill-form';
import { articleOf, type LessonDraft } from './studio-lesson-form';

/** The lesson being written as a student will see it, behind a button that shows and hides it. */
export function StudioLessonPreview({
  draft,
  open,
  onToggle,
}: {
  draft: LessonDraft;
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const preview = {
    title: draft.title || 'Untitled lesson',
    kind: draft.kind,
    videoUrl: draft.videoUrl || null,
    article: draft.kind === 'article' ? articleOf(draft).blocks : null,
    prompt: draft.prompt.trim() || null,
    referenceUrl: draft.referenceUrl || null,
    demo: draft.demo,
    drill: draft.kind === 'drill' ? drillInputOf(draft.drill) : null,
  };
  return (
    <div>
      <button
        type="button"
        className="btn btn-ghost btn-sm gap-1.5"
        aria-expanded={open}
        aria-controls={`${id}-preview`}
        onClick={onToggle}
      >
        <Icon name="eye" className="size-4" />
        {open ? 'Hide the preview' : 'Preview as a student'}
      </button>
      {open && (
        <section
          id={`${id}-preview`}
          aria-label="Preview"
          className="border-base-300 bg-base-200/50 rounded-box mt-3 border p-4"
        >
          <h3 className="font-display mb-3 text-lg font-semibold">{preview.title}</h3>
          <LessonPreview lesson={preview} headingLevel={4} />
        </section>
      )}
    </div>
  );
}
