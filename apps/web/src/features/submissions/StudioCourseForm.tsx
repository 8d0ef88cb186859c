import type { SubmissionInput } from '@glossy/contract';
import { textLimits } from '@glossy/contract/constants';
import { useState, type ReactNode } from 'react';
import { FormField } from '../../components/form/FormField';
import { SubmitButton } from '../../components/form/SubmitButton';
import {
  courseFields,
  courseLevels,
  describeCourseFailure,
  type CourseDraft,
  type CourseField,
} from './studio-course-form';
import { builtInCovers, StudioPicturePicker } from './StudioPicturePicker';
import { StudioVideoUpload } from './StudioVideoUpload';
import { useCheckedForm } from './useCheckedForm';
import { formatCount } from '../../lib/format/numbers';

interface StudioCourseFormProps {
  initial: CourseDraft;
  /** Shown, never sent as typed: the server takes both from the signed-in account. */
  instructorName: string;
  email: string;
  submitLabel: string;
  pendingLabel: string;
  /** Saves the checked input; a rejection shows its messages in the form. */
  onSubmit: (input: SubmissionInput) => Promise<unknown>;
  /** Everything read-only (a live course), with `readOnlyNote` saying why. */
  readOnly?: boolean;
  readOnlyNote?: ReactNode;
  /** More controls beside the submit button (a way back). */
  secondary?: ReactNode;
}

const sectionTitle = 'font-display text-xl font-semibold';

/**
 * The course's fields, for Add Course and the studio: checked with the contract's schema before
 * sending, and every message (the browser's check or the server's) shown under its field.
 */
export function StudioCourseForm({
  initial,
  instructorName,
  email,
  submitLabel,
  pendingLabel,
  onSubmit,
  readOnly = false,
  readOnlyNote,
  secondary,
}: StudioCourseFormProps) {
  const [draft, setDraft] = useState<CourseDraft>(initial);
  const [uploads, setUploads] = useState({ image: false, videoUrl: false });
  const uploading = uploads.image || uploads.videoUrl;
  const { errors, formError, pending, clear, formProps } = useCheckedForm({
    fields: courseFields,
    check: ({ checkCourse }) => checkCourse(draft),
    save: onSubmit,
    describeFailure: describeCourseFailure,
    uploading,
    readOnly,
  });

  const update = <F extends CourseField>(field: F, value: CourseDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const locked = readOnly || pending;
  const readOnlyLook = readOnly ? 'bg-base-200' : '';
  return (
    <form {...formProps} className="space-y-10">
      {readOnly && readOnlyNote && (
        <div className="alert alert-soft bg-info/10" role="note">
          {readOnlyNote}
        </div>
      )}
      <section className="space-y-6" aria-labelledby="course-about">
        <h2 id="course-about" className={sectionTitle}>
          About the course
        </h2>
        <FormField label="Course name" error={errors.courseName}>
          {(control) => (
            <input
              {...control}
              name="courseName"
              type="text"
              required
              maxLength={120}
              autoComplete="off"
              className={`input w-full ${readOnlyLook} ${errors.courseName ? 'input-error' : ''}`}
              value={draft.courseName}
              readOnly={readOnly}
              onChange={(event) => update('courseName', event.target.value)}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Instructor name">
            {(control) => (
              <input
                {...control}
                name="sellerName"
                type="text"
                readOnly
                className="input bg-base-200 w-full"
                value={instructorName}
              />
            )}
          </FormField>
          <FormField label="Email">
            {(control) => (
              <input
                {...control}
                name="postedBy"
                type="email"
                readOnly
                required
                className="input bg-base-200 w-full"
                value={email}
              />
            )}
          </FormField>
        </div>
        <FormField
          label="Description"
          error={errors.description}
          hint={`${formatCount(draft.description.length)} / 5,000`}
        >
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={6}
              required
              maxLength={textLimits.courseDescription}
              className={`textarea w-full text-base ${readOnlyLook} ${errors.description ? 'textarea-error' : ''}`}
              value={draft.description}
              readOnly={readOnly}
              placeholder="What will students draw, and what will they be able to do afterwards?"
              onChange={(event) => update('description', event.target.value)}
            />
          )}
        </FormField>
        <div className="grid gap-5 md:grid-cols-3">
          <FormField label="Level" error={errors.Level}>
            {(control) => (
              <select
                {...control}
                name="Level"
                className={`select w-full ${readOnlyLook}`}
                value={draft.Level}
                disabled={readOnly}
                onChange={(event) => update('Level', event.target.value as CourseDraft['Level'])}
              >
                {courseLevels.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Price (USD)" error={errors.price}>
            {(control) => (
              <div className={`input w-full ${readOnlyLook} ${errors.price ? 'input-error' : ''}`}>
                <span aria-hidden="true" className="text-base-content/70">
                  $
                </span>
                <input
                  {...control}
                  name="price"
                  type="text"
                  inputMode="decimal"
                  required
                  autoComplete="off"
                  placeholder="49.00"
                  className="grow"
                  value={draft.price}
                  readOnly={readOnly}
                  onChange={(event) => update('price', event.target.value)}
                />
              </div>
            )}
          </FormField>
          <FormField label="Rating (1–10)" error={errors.rating}>
            {(control) => (
              <input
                {...control}
                name="rating"
                type="number"
                inputMode="decimal"
                min={1}
                max={10}
                step="any"
                required
                placeholder="8"
                className={`input w-full ${readOnlyLook} ${errors.rating ? 'input-error' : ''}`}
                value={draft.rating}
                readOnly={readOnly}
                onChange={(event) => update('rating', event.target.value)}
              />
            )}
          </FormField>
        </div>
      </section>

      <section className="space-y-6" aria-labelledby="course-media">
        <h2 id="course-media" className={sectionTitle}>
          Photo and video
        </h2>
        <StudioPicturePicker
          label="Photo"
          name="image"
          value={draft.image}
          builtIns={builtInCovers}
          error={errors.image}
          disabled={readOnly}
          onChange={(url) => update('image', url)}
          onUploading={(busy) => setUploads((current) => ({ ...current, image: busy }))}
        />
        <StudioVideoUpload
          label="Video (optional)"
          name="videoUrl"
          value={draft.videoUrl}
          removable
          error={errors.videoUrl}
          disabled={readOnly}
          onChange={(url) => update('videoUrl', url)}
          onUploading={(busy) => setUploads((current) => ({ ...current, videoUrl: busy }))}
        />
      </section>

      {formError && (
        <p role="alert" className="alert alert-error alert-soft">
          {formError}
        </p>
      )}
      {!readOnly && (
        <div className="border-base-300 flex flex-wrap items-center justify-end gap-3 border-t pt-5">
          {secondary}
          <SubmitButton pending={pending} disabled={locked || uploading} className="sm:min-w-40">
            {pending ? pendingLabel : submitLabel}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
