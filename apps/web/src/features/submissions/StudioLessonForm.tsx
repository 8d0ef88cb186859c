import type { Lesson, LessonInput } from '@glossy/contract';
import { lazy, Suspense, useState } from 'react';
import { FormField } from '../../components/form/FormField';
import { SubmitButton } from '../../components/form/SubmitButton';
import {
  describeLessonFailure,
  lessonDraftOf,
  lessonFields,
  newLesson,
  withDuration,
  type LessonDraft,
  type LessonField,
} from './studio-lesson-form';
import { StudioArticleEditor } from './StudioArticleEditor';
import { StudioExerciseFields } from './StudioExerciseFields';
import { StudioLessonDuration } from './StudioLessonDuration';
import { StudioLessonKindPicker } from './StudioLessonKindPicker';
import { StudioLessonPreview } from './StudioLessonPreview';
import { StudioVideoUpload } from './StudioVideoUpload';
import { drillFields } from './studio-drill-form';
import { useCheckedForm } from './useCheckedForm';

// A drill's fields bring the contract's limits (and zod) and the engine's targets: loaded when the
// Drill kind is chosen.
const StudioDrillFields = lazy(() => import('./StudioDrillFields'));

/** The lesson editor's form: a new lesson when `lesson` is null, else that lesson's changes. */
export function StudioLessonForm({
  lesson,
  onSave,
  onCancel,
}: {
  lesson: Lesson | null;
  onSave: (lesson: LessonInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<LessonDraft>(() =>
    lesson ? lessonDraftOf(lesson) : newLesson(),
  );
  const [uploads, setUploads] = useState(0);
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

      <StudioLessonKindPicker
        value={draft.kind}
        onChange={(kind) =>
          change({ kind }, 'kind', 'videoUrl', 'article', 'prompt', ...drillFields)
        }
      />

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
        <StudioExerciseFields
          draft={draft}
          errors={errors}
          onChange={change}
          onUploading={trackUpload}
        />
      )}
      {draft.kind === 'drill' && (
        <Suspense
          fallback={
            <div className="skeleton rounded-box h-96 w-full" role="status" aria-label="Loading…" />
          }
        >
          <StudioDrillFields
            draft={draft.drill}
            errors={errors}
            onChange={(drill, ...fields) => change({ drill }, ...fields)}
          />
        </Suspense>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <StudioLessonDuration
          label={durationLabel}
          draft={draft}
          error={errors.durationSec}
          onChange={(patch) => change(patch, 'durationSec')}
        />
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

      <StudioLessonPreview
        draft={draft}
        open={previewing}
        onToggle={() => setPreviewing((open) => !open)}
      />

      {formError && (
        <p role="alert" className="alert alert-error alert-soft">
          {formError}
        </p>
      )}
      <div className="border-base-300 flex flex-wrap justify-end gap-3 border-t pt-5">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <SubmitButton pending={pending} disabled={uploads > 0} className="sm:min-w-40">
          {pending ? 'Saving…' : lesson ? 'Save lesson' : 'Add lesson'}
        </SubmitButton>
      </div>
    </form>
  );
}
