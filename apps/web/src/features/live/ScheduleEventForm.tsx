import type { EventKind } from '@glossy/contract';
import { textLimits } from '@glossy/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form/FormField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { eventKeys, scheduleEvent, useClassCourses } from './events-api';

interface Draft {
  title: string;
  start: string;
  end: string;
  location: string;
  description: string;
  kind: EventKind;
  /** '' for an event open to everyone. */
  courseId: string;
}

const emptyDraft: Draft = {
  title: '',
  start: '',
  end: '',
  location: '',
  description: '',
  kind: 'live',
  courseId: '',
};

/** A datetime-local value is the visitor's own clock; the API takes an instant. */
const instant = (local: string) => {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

const kinds: { value: EventKind; label: string }[] = [
  { value: 'live', label: 'Live on the sketchpad' },
  { value: 'in-person', label: 'In person' },
];

/** Schedules an event the signed-in instructor hosts; the server's field errors show in place. */
export function ScheduleEventForm() {
  const queryClient = useQueryClient();
  const courses = useClassCourses();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schedule = useMutation({
    mutationFn: () =>
      scheduleEvent({
        title: draft.title,
        startsAt: instant(draft.start),
        endsAt: instant(draft.end),
        location: draft.location,
        description: draft.description,
        kind: draft.kind,
        ...(draft.courseId && { courseId: draft.courseId }),
      }),
    onSuccess: () => {
      toast.success(`Scheduled: ${draft.title}`);
      setDraft(emptyDraft);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setErrors(error.fields);
      else
        toast.error(error instanceof Error ? error.message : 'The event could not be scheduled.');
    },
  });
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    schedule.mutate();
  };
  const inputClass = (field: string) => `input w-full ${errors[field] ? 'input-error' : ''}`;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card-art flex flex-col gap-5 p-6"
      aria-labelledby="schedule-title"
    >
      <h2 id="schedule-title" className="text-xl font-semibold">
        Schedule an event
      </h2>
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            maxLength={120}
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
      <div>
        <SubmitButton pending={schedule.isPending}>Schedule</SubmitButton>
      </div>
    </form>
  );
}
