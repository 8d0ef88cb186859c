import { Icon } from '../../components/ui/icons';
import { useChapterTitle } from './useChapterTitle';

/** The add-a-chapter form under the chapters; its title error is said beside it. */
export function AddChapterForm({
  onAdd,
  first,
}: {
  onAdd: (title: string) => Promise<unknown>;
  first: boolean;
}) {
  const field = useChapterTitle('', async (title) => {
    await onAdd(title);
    field.setTitle('');
  });
  return (
    <form
      noValidate
      onSubmit={field.onSubmit}
      className="border-base-300 rounded-box flex flex-col gap-2 border border-dashed p-4 sm:p-5"
    >
      <label htmlFor={field.id} className="text-sm font-semibold">
        {first ? 'Title of the first chapter' : 'New chapter'}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          {...field.input}
          name="chapterTitle"
          placeholder={first ? 'Getting started' : 'Chapter title'}
          className={`input w-full ${field.error ? 'input-error' : ''}`}
        />
        <button
          type="submit"
          className="btn btn-primary shrink-0"
          disabled={field.pending}
          aria-busy={field.pending}
        >
          {field.pending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Icon name="add" className="size-4" />
          )}
          Add chapter
        </button>
      </div>
      {field.message}
    </form>
  );
}
