import type { ArtEvent, EventInput, EventPatch } from '@glossy/contract';
import { textLimits } from '@glossy/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../components/form/FormField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { draftOf, emptyDraft, inputOf, patchOf, type EventDraft } from './event-draft';
import { EventPictureField } from './EventPictureField';
import { changeEvent, eventKeys, scheduleEvent, useClassCourses } from './events-api';

const kinds: { value: EventDraft['kind']; label: string }[] = [
  { value: 'live', label: 'Live on the sketchpad' },
  { value: 'in-person', label: 'In person' },
];

type Sending = { input: EventInput } | { id: number; patch: EventPatch };

interface ScheduleEventFormProps {
  /** Changes this event, its values filled in, instead of scheduling a new one. */
  event?: ArtEvent;
  /** After an edit is saved or given up (the dialog around it closes). */
  onDone?: () => void;
}

/**
 * Schedules an event the signed-in instructor hosts, or edits one; the server's field errors show
 * in place, and the first of them takes the focus.
 */
export function ScheduleEventForm({ event, onDone }: ScheduleEventFormProps) {
  const queryClient = useQueryClient();
  const courses = useClassCourses();
  const [initial] = useState(() => (event ? draftOf(event) : emptyDraft));
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const editing = event !== undefined;
  const save = useMutation({
    mutationFn: async (sending: Sending) => {
      if ('patch' in sending) await changeEvent(sending.id, sending.patch);
      else await scheduleEvent(sending.input);
    },
    onSuccess: () => {
      toast.success(`${editing ? 'Saved' : 'Scheduled'}: ${draft.title}`);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      if (editing) onDone?.();
      else setDraft(emptyDraft);
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setErrors(error.fields);
      else
        toast.error(
          error instanceof Error
            ? error.message
            : `The event could not be ${editing ? 'saved' : 'scheduled'}.`,
        );
    },
  });
  useEffect(() => {
    if (Object.keys(errors).length > 0)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const set = (patch: Partial<EventDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!event) {
      save.mutate({ input: inputOf(draft) });
      return;
    }
    const patch = patchOf(initial, draft);
    if (patch) {
      save.mutate({ id: event.id, patch });
      return;
    }
    toast.info('Nothing was changed.');
    onDone?.();
  };
  const inputClass = (field: string) => `input w-full ${errors[field] ? 'input-error' : ''}`;

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className={`flex flex-col gap-5 ${editing ? '' : 'card-art p-6'}`}
      {...(editing
        ? { 'aria-label': `Edit ${event.title}` }
        : { 'aria-labelledby': 'schedule-title' })}
    >
      {!editing && (
        <h2 id="schedule-title" className="text-xl font-semibold">
          Schedule an event
        </h2>
      )}
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            maxLength={120}
            // The dialog of an edit starts here.
            data-autofocus={editing || undefined}
            className={inputClass('title')}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Starts" error={errors.startsAt}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              name="startsAt"
              className={inputClass('startsAt')}
              value={draft.start}
              onChange={(e) => set({ start: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Ends" error={errors.endsAt}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              name="endsAt"
              className={inputClass('endsAt')}
              value={draft.end}
              onChange={(e) => set({ end: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Kind</legend>
        <div className="flex flex-wrap gap-5">
          {kinds.map((kind) => (
            <label key={kind.value} className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                className="radio radio-primary radio-sm"
                checked={draft.kind === kind.value}
                onChange={() => set({ kind: kind.value })}
              />
              {kind.label}
            </label>
          ))}
        </div>
        {errors.kind && <p className="text-error text-sm font-medium">{errors.kind}</p>}
      </fieldset>
      <FormField label="Who may register" error={errors.courseId}>
        {(control) => (
          <select
            {...control}
            name="courseId"
            className={`select w-full ${errors.courseId ? 'select-error' : ''}`}
            value={draft.courseId}
            onChange={(e) => set({ courseId: e.target.value })}
          >
            <option value="">Anyone signed in</option>
            {courses.data?.map((course) => (
              <option key={course.id} value={course.id}>
                The students of {course.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Where" error={errors.location}>
        {(control) => (
          <input
            {...control}
            name="location"
            maxLength={200}
            placeholder={
              draft.kind === 'live' ? 'Online, on the sketchpad' : 'Glossy Drawer Studio, Lisbon'
            }
            className={inputClass('location')}
            value={draft.location}
            onChange={(e) => set({ location: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Description"
        error={errors.description}
        hint={`${draft.description.length} / ${textLimits.eventDescription}`}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={4}
            maxLength={textLimits.eventDescription}
            className={`textarea w-full ${errors.description ? 'textarea-error' : ''}`}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </FormField>
      <EventPictureField
        value={draft.imageURL}
        onChange={(imageURL) => set({ imageURL })}
        current={event?.imageURL}
        error={errors.imageURL}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={save.isPending}>
          {editing ? 'Save changes' : 'Schedule'}
        </SubmitButton>
        {editing && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={onDone}
            disabled={save.isPending}
          >
            Close without saving
          </button>
        )}
      </div>
    </form>
  );
}
