import type { Lesson, LessonInput, SubmissionDetail } from '@glossy/contract';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { ConfirmDeleteDialog } from '../community/ConfirmDeleteDialog';
import { Icon } from '../dashboard/icons';
import { lessonKindLabel } from './LessonPreview';
import { formatLessonDuration, plural } from './review-format';
import { messageOf } from './submission-queries';
import { useCurriculum } from './studio-queries';
import { lessonKindIcon, StudioLessonEditor } from './StudioLessonEditor';

type Chapter = SubmissionDetail['curriculum'][number];

const kindTone: Record<Lesson['kind'], string> = {
  video: 'bg-secondary/12 text-secondary',
  article: 'bg-accent/25 text-base-content',
  exercise: 'bg-primary/12 text-primary',
};

function IconButton({
  label,
  icon,
  onClick,
  disabled = false,
  tone = '',
}: {
  label: string;
  icon: 'up' | 'down' | 'edit' | 'trash';
  onClick: () => void;
  disabled?: boolean;
  tone?: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm btn-square ${tone}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} className="size-4" />
    </button>
  );
}

/**
 * A chapter title being written: its value, its message and the save in flight. `save` gets the
 * trimmed title; a refusal from the server is said under the field.
 */
function useChapterTitle(initial: string, save: (title: string) => Promise<unknown>) {
  const id = useId();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = title.trim();
    if (!value) return setError('Give the chapter a title');
    setPending(true);
    try {
      await save(value);
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.title ?? err.message) : messageOf(err, ''));
    } finally {
      setPending(false);
    }
  };
  const input = {
    id,
    type: 'text',
    maxLength: 150,
    autoComplete: 'off',
    value: title,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setTitle(event.target.value);
      setError(undefined);
    },
  };
  const message = error && (
    <p id={`${id}-error`} className="text-error text-sm font-medium">
      {error}
    </p>
  );
  return {
    id,
    error,
    pending,
    input,
    message,
    setTitle,
    onSubmit: (event: FormEvent) => void submit(event),
  };
}

/** The add-a-chapter form under the chapters; its title error is said beside it. */
function AddChapterForm({
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

/** A chapter's title, or the form that renames it. */
function ChapterTitle({
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
          className={`input input-sm min-w-0 flex-1 ${field.error ? 'input-error' : ''}`}
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

function LessonRow({
  lesson,
  index,
  count,
  editable,
  removable,
  onEdit,
  onMove,
  onDelete,
}: {
  lesson: Lesson;
  index: number;
  count: number;
  editable: boolean;
  removable: boolean;
  onEdit: () => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}) {
  const duration = formatLessonDuration(lesson.durationSec);
  return (
    <li className="border-base-300 bg-base-100 rounded-field flex flex-wrap items-center gap-x-3 gap-y-2 border px-3 py-2.5">
      <span
        className={`grid size-9 shrink-0 place-items-center rounded-xl ${kindTone[lesson.kind]}`}
        aria-hidden="true"
      >
        <Icon name={lessonKindIcon[lesson.kind]} />
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium break-words">
          <span className="text-base-content/70 me-1.5 tabular-nums">{index + 1}.</span>
          {lesson.title}
        </p>
        <p className="text-base-content/70 flex flex-wrap items-center gap-x-2 text-xs">
          <span>{lessonKindLabel[lesson.kind]}</span>
          {duration && (
            <>
              <span aria-hidden="true">·</span>
              <span>{duration}</span>
            </>
          )}
          {lesson.preview && (
            <span className="badge badge-sm border-success/50 bg-success/12 text-base-content">
              Free preview
            </span>
          )}
        </p>
      </div>
      {editable && (
        <div className="ms-auto flex items-center gap-0.5">
          <button
            type="button"
            className="btn btn-ghost btn-sm gap-1"
            aria-label={`Edit “${lesson.title}”`}
            onClick={onEdit}
          >
            <Icon name="edit" className="size-4" />
            Edit
          </button>
          <IconButton
            label={`Move “${lesson.title}” up`}
            icon="up"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
          <IconButton
            label={`Move “${lesson.title}” down`}
            icon="down"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          />
          {removable && (
            <IconButton
              label={`Delete “${lesson.title}”`}
              icon="trash"
              tone="text-error"
              onClick={onDelete}
            />
          )}
        </div>
      )}
    </li>
  );
}

type Editing = { chapter: Chapter; lesson: Lesson | null };
type Deleting = { kind: 'chapter' | 'lesson'; id: string; title: string };

/**
 * The course's chapters and lessons, built here: add, rename, move and delete chapters; add, edit,
 * move and delete lessons. A live course only grows: nothing of it can be deleted.
 */
export function StudioCurriculum({
  submission,
  editable,
}: {
  submission: SubmissionDetail;
  /** The signed-in instructor owns the course. */
  editable: boolean;
}) {
  const calls = useCurriculum(submission._id);
  const live = submission.status === 'approved';
  const removable = editable && !live;
  const chapters = submission.curriculum;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);

  const focusLater = (selector: string) =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

  const move = (
    kind: 'chapter' | 'lesson',
    vars: { id: string; from: number; to: number; chapterId?: string },
  ) => {
    const onError = (error: unknown) =>
      toast.error(messageOf(error, `The ${kind} could not be moved.`));
    if (kind === 'chapter') calls.moveChapter.mutate(vars, { onError });
    else calls.moveLesson.mutate({ ...vars, chapterId: vars.chapterId! }, { onError });
  };

  const saveLesson = async (input: LessonInput) => {
    if (!editing) return;
    if (editing.lesson) {
      await calls.updateLesson.mutateAsync({ id: editing.lesson._id, patch: input });
      toast.success('Lesson saved');
    } else {
      await calls.addLesson.mutateAsync({ chapterId: editing.chapter._id, lesson: input });
      toast.success('Lesson added');
    }
    setEditing(null);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { kind, id } = deleting;
    const mutation = kind === 'chapter' ? calls.deleteChapter : calls.deleteLesson;
    mutation.mutate(id, {
      onSuccess: () => {
        toast.success(kind === 'chapter' ? 'Chapter deleted' : 'Lesson deleted');
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(messageOf(error, `The ${kind} could not be deleted.`));
        setDeleting(null);
      },
    });
  };

  const lessonCount = chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
  return (
    <section aria-labelledby="curriculum-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="curriculum-title" className="font-display text-2xl font-semibold">
            Curriculum
          </h2>
          <p className="text-base-content/75 mt-1 text-sm">
            {plural(chapters.length, 'chapter')} · {plural(lessonCount, 'lesson')}
          </p>
        </div>
      </div>
      {live && editable && (
        <p className="alert alert-info alert-soft text-sm" role="note">
          This course is live. You can add chapters and lessons, rename, reorder and edit them;
          nothing can be deleted, because students may already be taking it.
        </p>
      )}

      {chapters.length === 0 ? (
        <div className="bg-base-200 rounded-box px-6 py-10 text-center">
          <h3 className="font-display text-xl font-semibold">No chapters yet</h3>
          <p className="text-base-content/75 mx-auto mt-2 max-w-md text-sm">
            A course is a few chapters of short lessons: videos, articles and drawing exercises.
            {editable ? ' Start with the first chapter below.' : ''}
          </p>
        </div>
      ) : (
        <ol className="space-y-4">
          {chapters.map((chapter, index) => (
            <li
              key={chapter._id}
              className="card-art p-4 hover:shadow-sm sm:p-5"
              aria-label={`Chapter ${index + 1}: ${chapter.title}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <ChapterTitle
                  key={renaming === chapter._id ? 'renaming' : 'title'}
                  chapter={chapter}
                  number={index + 1}
                  renaming={renaming === chapter._id}
                  onRename={async (title) => {
                    await calls.updateChapter.mutateAsync({ id: chapter._id, patch: { title } });
                    toast.success('Chapter renamed');
                  }}
                  onDone={() => {
                    setRenaming(null);
                    focusLater(`#rename-${CSS.escape(chapter._id)}`);
                  }}
                />
                {editable && renaming !== chapter._id && (
                  <div className="flex items-center gap-0.5">
                    <button
                      id={`rename-${chapter._id}`}
                      type="button"
                      className="btn btn-ghost btn-sm gap-1"
                      aria-label={`Rename chapter ${index + 1}`}
                      onClick={() => setRenaming(chapter._id)}
                    >
                      <Icon name="edit" className="size-4" />
                      Rename
                    </button>
                    <IconButton
                      label={`Move chapter “${chapter.title}” up`}
                      icon="up"
                      disabled={index === 0}
                      onClick={() =>
                        move('chapter', { id: chapter._id, from: index, to: index - 1 })
                      }
                    />
                    <IconButton
                      label={`Move chapter “${chapter.title}” down`}
                      icon="down"
                      disabled={index === chapters.length - 1}
                      onClick={() =>
                        move('chapter', { id: chapter._id, from: index, to: index + 1 })
                      }
                    />
                    {removable && (
                      <IconButton
                        label={`Delete chapter “${chapter.title}”`}
                        icon="trash"
                        tone="text-error"
                        onClick={() =>
                          setDeleting({ kind: 'chapter', id: chapter._id, title: chapter.title })
                        }
                      />
                    )}
                  </div>
                )}
              </div>

              {chapter.lessons.length > 0 ? (
                <ol className="mt-4 space-y-2" aria-label={`Lessons of “${chapter.title}”`}>
                  {chapter.lessons.map((lesson, lessonIndex) => (
                    <LessonRow
                      key={lesson._id}
                      lesson={lesson}
                      index={lessonIndex}
                      count={chapter.lessons.length}
                      editable={editable}
                      removable={removable}
                      onEdit={() => setEditing({ chapter, lesson })}
                      onMove={(to) =>
                        move('lesson', {
                          id: lesson._id,
                          chapterId: chapter._id,
                          from: lessonIndex,
                          to,
                        })
                      }
                      onDelete={() =>
                        setDeleting({ kind: 'lesson', id: lesson._id, title: lesson.title })
                      }
                    />
                  ))}
                </ol>
              ) : (
                <p className="text-base-content/70 mt-3 text-sm">No lessons in this chapter yet.</p>
              )}
              {editable && (
                <button
                  type="button"
                  className="btn btn-outline btn-sm mt-4 gap-1"
                  aria-label={`Add lesson to “${chapter.title}”`}
                  onClick={() => setEditing({ chapter, lesson: null })}
                >
                  <Icon name="add" className="size-4" />
                  Add lesson
                </button>
              )}
            </li>
          ))}
        </ol>
      )}

      {editable && (
        <AddChapterForm
          first={chapters.length === 0}
          onAdd={async (title) => {
            await calls.addChapter.mutateAsync(title);
            toast.success('Chapter added');
          }}
        />
      )}

      <StudioLessonEditor
        open={editing !== null}
        lesson={editing?.lesson ?? null}
        chapterTitle={editing?.chapter.title ?? ''}
        onSave={saveLesson}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        pending={calls.deleteChapter.isPending || calls.deleteLesson.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
