import type { Lesson, LessonInput, LessonKind } from '@glossy/contract';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../content/FormField';
import { SubmitButton } from '../content/SubmitButton';
import { Icon, type IconName } from '../dashboard/icons';
import { LessonPreview, lessonKindLabel } from './LessonPreview';
import {
  articleOf,
  describeLessonFailure,
  lessonDraftOf,
  lessonFields,
  newLesson,
  withDuration,
  type LessonDraft,
  type LessonField,
} from './studio-lesson-form';
import { StudioArticleEditor } from './StudioArticleEditor';
import { StudioPicturePicker } from './StudioPicturePicker';
import { StudioVideoUpload } from './StudioVideoUpload';
import { useCheckedForm } from './useCheckedForm';

// The sketchpad engine and its controls load only when a demo is drawn.
const StudioDemoDialog = lazy(() => import('./StudioDemoDialog'));

/** How the studio pictures each kind of lesson, in the kind picker and the curriculum. */
export const lessonKindIcon: Record<LessonKind, IconName> = {
  video: 'video',
  article: 'article',
  exercise: 'draw',
};

const kinds: { kind: LessonKind; text: string }[] = [
  { kind: 'video', text: 'An uploaded MP4 or WebM' },
  { kind: 'article', text: 'Text, lists, links and pictures' },
  { kind: 'exercise', text: 'A prompt, a reference, a demo' },
];

const durationParts = [
  { part: 'minutes', unit: 'min', word: 'minutes' },
  { part: 'seconds', unit: 's', word: 'seconds' },
] as const;

interface LessonFormProps {
  lesson: Lesson | null;
  onSave: (lesson: LessonInput) => Promise<unknown>;
  onCancel: () => void;
}

function LessonForm({ lesson, onSave, onCancel }: LessonFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<LessonDraft>(() =>
    lesson ? lessonDraftOf(lesson) : newLesson(),
  );
  const [uploads, setUploads] = useState(0);
  const [drawing, setDrawing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const { errors, formError, pending, clear, formProps } = useCheckedForm({
    fields: lessonFields,
    check: ({ checkLesson }) => checkLesson(draft),
    save: onSave,
    describeFailure: describeLessonFailure,
    uploading: uploads > 0,
    onRefused: () => setPreviewing(false),
  });

  const change = (patch: Partial<LessonDraft>, ...fields: LessonField[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    clear(...fields);
  };
  const trackUpload = (busy: boolean) =>
    setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  const durationLabel =
    draft.kind === 'video' ? 'Length' : draft.kind === 'article' ? 'Reading time' : 'Time to draw';
  const preview = {
    title: draft.title || 'Untitled lesson',
    kind: draft.kind,
    videoUrl: draft.videoUrl || null,
    article: draft.kind === 'article' ? articleOf(draft).blocks : null,
    prompt: draft.prompt.trim() || null,
    referenceUrl: draft.referenceUrl || null,
    demo: draft.demo,
  };

  return (
    <form {...formProps} className="space-y-6">
      <FormField label="Lesson title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            type="text"
            maxLength={150}
            required
            autoComplete="off"
            data-autofocus
            className={`input w-full ${errors.title ? 'input-error' : ''}`}
            value={draft.title}
            onChange={(event) => change({ title: event.target.value }, 'title')}
          />
        )}
      </FormField>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Kind of lesson</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {kinds.map((option) => (
            <label
              key={option.kind}
              className="border-base-300 has-checked:border-primary has-checked:bg-primary/8 has-focus-visible:outline-accent rounded-box flex cursor-pointer items-start gap-3 border p-3 outline-offset-2 has-focus-visible:outline-3"
            >
              <input
                type="radio"
                name="kind"
                value={option.kind}
                checked={draft.kind === option.kind}
                className="accent-primary mt-1 size-4 shrink-0"
                onChange={() =>
                  change({ kind: option.kind }, 'kind', 'videoUrl', 'article', 'prompt')
                }
              />
              <span className="flex flex-col">
                <span className="flex items-center gap-1.5 font-semibold">
                  <Icon name={lessonKindIcon[option.kind]} className="size-4" />
                  {lessonKindLabel[option.kind]}
                </span>
                <span className="text-base-content/70 text-xs">{option.text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {draft.kind === 'video' && (
        <StudioVideoUpload
          label="Lesson video"
          name="videoUrl"
          value={draft.videoUrl}
          error={errors.videoUrl}
          onChange={(url) => change({ videoUrl: url }, 'videoUrl')}
          onDuration={(seconds) => setDraft((current) => withDuration(current, seconds))}
          onUploading={trackUpload}
        />
      )}
      {draft.kind === 'article' && (
        <StudioArticleEditor
          value={draft.articleText}
          error={errors.article}
          onChange={(text) => change({ articleText: text }, 'article')}
          onUploading={trackUpload}
        />
      )}
      {draft.kind === 'exercise' && (
        <div className="space-y-5">
          <FormField label="Prompt" error={errors.prompt}>
            {(control) => (
              <textarea
                {...control}
                name="prompt"
                rows={4}
                maxLength={2000}
                className={`textarea w-full text-base ${errors.prompt ? 'textarea-error' : ''}`}
                placeholder="Draw the mug from three angles, in five minutes each…"
                value={draft.prompt}
                onChange={(event) => change({ prompt: event.target.value }, 'prompt')}
              />
            )}
          </FormField>
          <StudioPicturePicker
            label="Reference picture (optional)"
            name="referenceUrl"
            value={draft.referenceUrl}
            error={errors.referenceUrl}
            hint="Students can load it on the sketchpad’s locked reference layer."
            onChange={(url) => change({ referenceUrl: url }, 'referenceUrl')}
            onUploading={trackUpload}
          />
          {draft.referenceUrl && (
            <button
              type="button"
              className="btn btn-ghost btn-xs -mt-3"
              onClick={() => change({ referenceUrl: '' }, 'referenceUrl')}
            >
              Remove the reference picture
            </button>
          )}
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold" id={`${id}-demo`}>
              Demo (optional)
            </p>
            <div
              className={`rounded-box flex flex-wrap items-center justify-between gap-3 border border-dashed p-3 ${errors.demo ? 'border-error' : 'border-base-300'}`}
            >
              <p className="text-base-content/80 text-sm" aria-describedby={`${id}-demo`}>
                {draft.demo
                  ? `A demo of ${draft.demo.ops.length.toLocaleString('en-US')} steps, replayed to students.`
                  : 'Draw the exercise yourself on our sketchpad; students watch it replay.'}
              </p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  name="demo"
                  className="btn btn-sm btn-outline"
                  onClick={() => setDrawing(true)}
                >
                  <Icon name="draw" className="size-4" />
                  {draft.demo ? 'Edit the demo' : 'Draw a demo'}
                </button>
                {draft.demo && (
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    onClick={() => change({ demo: null }, 'demo')}
                  >
                    Remove
                  </button>
                )}
              </div>
            </div>
            {errors.demo && (
              <p className="text-error text-sm font-medium" role="alert">
                {errors.demo}
              </p>
            )}
          </div>
          {drawing && (
            <Suspense
              fallback={
                <p role="status" className="text-base-content/75 flex items-center gap-2 text-sm">
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                  Opening the sketchpad…
                </p>
              }
            >
              <StudioDemoDialog
                demo={draft.demo}
                referenceUrl={draft.referenceUrl}
                onClose={() => setDrawing(false)}
                onSave={(demo) => {
                  change({ demo }, 'demo');
                  setDrawing(false);
                }}
              />
            </Suspense>
          )}
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <fieldset aria-describedby={errors.durationSec ? `${id}-duration-error` : undefined}>
          <legend className="mb-1.5 text-sm font-semibold">{durationLabel}</legend>
          <div className="flex items-center gap-2">
            {durationParts.map(({ part, unit, word }, index) => (
              <label key={part} className={`input w-28 ${errors.durationSec ? 'input-error' : ''}`}>
                <input
                  // The first box takes the focus when the length is at fault.
                  name={index === 0 ? 'durationSec' : undefined}
                  type="text"
                  inputMode="numeric"
                  aria-label={`${durationLabel}: ${word}`}
                  className="grow"
                  value={draft[part]}
                  onChange={(event) => change({ [part]: event.target.value }, 'durationSec')}
                />
                <span className="text-base-content/70 text-sm" aria-hidden="true">
                  {unit}
                </span>
              </label>
            ))}
          </div>
          {errors.durationSec && (
            <p id={`${id}-duration-error`} className="text-error mt-1.5 text-sm font-medium">
              {errors.durationSec}
            </p>
          )}
        </fieldset>
        <label className="flex cursor-pointer items-start gap-3 sm:pt-7">
          <input
            type="checkbox"
            name="preview"
            className="checkbox checkbox-primary mt-0.5"
            checked={draft.preview}
            onChange={(event) => change({ preview: event.target.checked })}
          />
          <span className="flex flex-col">
            <span className="font-semibold">Free preview</span>
            <span className="text-base-content/70 text-sm">
              Anyone can open this lesson before buying the course.
            </span>
          </span>
        </label>
      </div>

      <div>
        <button
          type="button"
          className="btn btn-ghost btn-sm gap-1.5"
          aria-expanded={previewing}
          aria-controls={`${id}-preview`}
          onClick={() => setPreviewing((open) => !open)}
        >
          <Icon name="eye" className="size-4" />
          {previewing ? 'Hide the preview' : 'Preview as a student'}
        </button>
        {previewing && (
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

      {formError && (
        <p role="alert" className="alert alert-error alert-soft">
          {formError}
        </p>
      )}
      <div className="border-base-300 flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <SubmitButton pending={pending} disabled={uploads > 0} className="sm:min-w-36">
          {pending ? 'Saving…' : lesson ? 'Save lesson' : 'Add lesson'}
        </SubmitButton>
      </div>
    </form>
  );
}

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
          {open && <LessonForm lesson={lesson} onSave={onSave} onCancel={onClose} />}
        </div>
      </div>
    </dialog>
  );
}
