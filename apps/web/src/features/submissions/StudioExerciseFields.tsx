import { FormField } from '../../components/form/FormField';
import { textLimits } from '@glossy/contract/constants';
import type { LessonDraft, LessonErrors, LessonField } from './studio-lesson-form';
import { StudioDemoField } from './StudioDemoField';
import { StudioPicturePicker } from './StudioPicturePicker';

/** The lesson editor's fields for a drawing exercise: its prompt, reference picture and demo. */
export function StudioExerciseFields({
  draft,
  errors,
  onChange,
  onUploading,
}: {
  draft: LessonDraft;
  errors: LessonErrors;
  onChange: (patch: Partial<LessonDraft>, ...fields: LessonField[]) => void;
  onUploading: (busy: boolean) => void;
}) {
  return (
    <div className="space-y-6">
      <FormField label="Prompt" error={errors.prompt}>
        {(control) => (
          <textarea
            {...control}
            name="prompt"
            rows={4}
            maxLength={textLimits.exercisePrompt}
            className={`textarea w-full text-base ${errors.prompt ? 'textarea-error' : ''}`}
            placeholder="Draw the mug from three angles, in five minutes each…"
            value={draft.prompt}
            onChange={(event) => onChange({ prompt: event.target.value }, 'prompt')}
          />
        )}
      </FormField>
      <StudioPicturePicker
        label="Reference picture (optional)"
        name="referenceUrl"
        value={draft.referenceUrl}
        error={errors.referenceUrl}
        hint="Students can load it on the sketchpad’s locked reference layer."
        onChange={(url) => onChange({ referenceUrl: url }, 'referenceUrl')}
        onUploading={onUploading}
      />
      {draft.referenceUrl && (
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          onClick={() => onChange({ referenceUrl: '' }, 'referenceUrl')}
        >
          Remove the reference picture
        </button>
      )}
      <StudioDemoField
        demo={draft.demo}
        referenceUrl={draft.referenceUrl}
        error={errors.demo}
        onChange={(demo) => onChange({ demo }, 'demo')}
      />
    </div>
  );
}
