import type { SubmissionDetail } from '@glossy/contract';
import { useChapterTitle } from './useChapterTitle';

type Chapter = SubmissionDetail['curriculum'][number];

/** A chapter's title, or the form that renames it. */
export function ChapterTitle({
  chapter,
  number,
  renaming,
  onRename,
  onDone,
}: {
  chapter: Chapter;
  number: number;
  renaming: boolean;
  onRename: (title: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const field = useChapterTitle(chapter.title, async (title) => {
    if (title !== chapter.title) await onRename(title);
    onDone();
  });
  if (!renaming) {
    return (
      <div className="min-w-0">
        <p className="eyebrow text-xs">Chapter {number}</p>
        <h3 className="font-display mt-1 text-xl font-semibold break-words">{chapter.title}</h3>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={field.onSubmit}
      className="flex min-w-0 flex-1 flex-col gap-1.5"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <label htmlFor={field.id} className="eyebrow text-xs">
        Chapter {number} title
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          {...field.input}
          autoFocus
          className={`input h-8 min-w-0 flex-1 text-sm ${field.error ? 'input-error' : ''}`}
        />
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={field.pending}
          aria-busy={field.pending}
        >
          {field.pending && (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          )}
          Save
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={onDone}
          disabled={field.pending}
        >
          Cancel
        </button>
      </div>
      {field.message}
    </form>
  );
}
