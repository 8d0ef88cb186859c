import { drillLimits, drillSpec, drillTypes, type DrillType } from '@glossy/contract';
import { useId } from 'react';
import { FormField } from '../../components/form/FormField';
import { drillTypeNames, drillUses } from '../../components/ui/drill-facts';
import { DrillTargetsPreview } from '../../components/ui/DrillLessonView';
import { Icon } from '../../components/ui/icons';
import {
  drillInputOf,
  newSeed,
  withDrillType,
  type DrillDraft,
  type DrillField,
  type DrillNumber,
} from './studio-drill-form';
import type { LessonErrors } from './studio-lesson-form';

type Change = (drill: DrillDraft, ...fields: DrillField[]) => void;

/** The bounds the contract puts on one of the drill's numbers, for its box. */
function rangeOf(key: DrillNumber): { min: number; max: number } {
  const schema = drillSpec.shape[key];
  const number = 'unwrap' in schema ? schema.unwrap() : schema;
  return { min: number.minValue ?? 0, max: number.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/** The degrees offered for the ellipses' table: every fifth one the contract takes. */
const degreeChoices = (() => {
  const { minValue, maxValue } = drillSpec.shape.degrees.unwrap().element;
  const choices: number[] = [];
  for (let degree = minValue ?? 5; degree <= (maxValue ?? 85); degree += 5) choices.push(degree);
  return choices;
})();

function NumberField({
  label,
  field,
  unit,
  draft,
  errors,
  onChange,
}: {
  label: string;
  field: DrillNumber;
  unit?: string;
  draft: DrillDraft;
  errors: LessonErrors;
  onChange: Change;
}) {
  const name = `drill.${field}` as const;
  const error = errors[name];
  const { min, max } = rangeOf(field);
  return (
    <FormField label={label} error={error} hint={`${min}–${max}`}>
      {(control) => (
        <div className={`input w-full ${error ? 'input-error' : ''}`}>
          <input
            {...control}
            name={name}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            className="grow tabular-nums"
            value={draft[field]}
            onChange={(event) => onChange({ ...draft, [field]: event.target.value }, name)}
          />
          {unit && (
            <span className="text-base-content/70 text-sm" aria-hidden="true">
              {unit}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}

function Toggle({
  label,
  hint,
  field,
  checked,
  error,
  onToggle,
}: {
  label: string;
  hint: string;
  field: 'drill.stabilizer' | 'drill.guide';
  checked: boolean;
  error: string | undefined;
  onToggle: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          name={field}
          className="checkbox checkbox-primary mt-0.5"
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span className="flex flex-col">
          <span className="font-semibold">{label}</span>
          <span className="text-base-content/70 text-sm">{hint}</span>
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-error mt-1 text-sm font-medium">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The lesson editor's fields for a drill: its type and the parameters that type uses, the tools it
 * sets (pen width, stabilizer, guide), the score that passes, and the seed its targets come from,
 * with the first round's targets drawn live beside them.
 */
export default function StudioDrillFields({
  draft,
  errors,
  onChange,
}: {
  draft: DrillDraft;
  errors: LessonErrors;
  onChange: Change;
}) {
  const id = useId();
  const uses = drillUses[draft.type];
  const degreeError = errors['drill.degrees'];
  const full = draft.degrees.length >= drillLimits.degrees;
  const number = (label: string, field: DrillNumber, unit?: string) => (
    <NumberField
      label={label}
      field={field}
      unit={unit}
      draft={draft}
      errors={errors}
      onChange={onChange}
    />
  );
  const toggleDegree = (degree: number, on: boolean) =>
    onChange(
      {
        ...draft,
        degrees: on
          ? [...draft.degrees, degree].sort((a, b) => a - b)
          : draft.degrees.filter((d) => d !== degree),
      },
      'drill.degrees',
    );

  return (
    <fieldset className="rounded-box border-base-300 space-y-5 border p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold">The drill</legend>

      <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        <div className="col-span-2">
          <FormField label="Type of drill" error={errors['drill.type']}>
            {(control) => (
              <select
                {...control}
                name="drill.type"
                className={`select w-full ${errors['drill.type'] ? 'select-error' : ''}`}
                value={draft.type}
                onChange={(event) =>
                  onChange(
                    withDrillType(draft, event.target.value as DrillType),
                    'drill.type',
                    'drill.count',
                    'drill.minLength',
                    'drill.maxLength',
                    'drill.repeats',
                    'drill.guide',
                  )
                }
              >
                {drillTypes.map((type) => (
                  <option key={type} value={type}>
                    {drillTypeNames[type]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {number('Number of targets', 'count')}
      </div>

      {(uses.lengths || uses.repeats) && (
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
          {uses.lengths && number('Shortest line', 'minLength', 'px')}
          {uses.lengths && number('Longest line', 'maxLength', 'px')}
          {uses.repeats && number(uses.repeats, 'repeats')}
        </div>
      )}

      {uses.degrees && (
        <fieldset
          aria-describedby={`${id}-degrees-hint${degreeError ? ` ${id}-degrees-error` : ''}`}
        >
          <legend className="mb-1.5 text-sm font-semibold">Ellipse degrees</legend>
          <p id={`${id}-degrees-hint`} className="text-base-content/70 mb-2 text-sm">
            One row of the table each, up to {drillLimits.degrees}. The degree is how open the
            ellipse is: 90° would be a circle.
          </p>
          <div className="flex flex-wrap gap-2">
            {degreeChoices.map((degree, index) => {
              const on = draft.degrees.includes(degree);
              return (
                <label
                  key={degree}
                  className={`btn btn-sm has-focus-visible:outline-primary min-w-14 tabular-nums has-focus-visible:outline-2 has-focus-visible:outline-offset-2 ${on ? 'btn-primary' : 'btn-outline'} ${!on && full ? 'btn-disabled' : ''}`}
                >
                  <input
                    type="checkbox"
                    // The first box takes the focus when the degrees are at fault.
                    name={index === 0 ? 'drill.degrees' : undefined}
                    className="sr-only"
                    checked={on}
                    disabled={!on && full}
                    onChange={(event) => toggleDegree(degree, event.target.checked)}
                  />
                  {degree}°
                </label>
              );
            })}
          </div>
          {degreeError && (
            <p id={`${id}-degrees-error`} className="text-error mt-2 text-sm font-medium">
              {degreeError}
            </p>
          )}
        </fieldset>
      )}

      <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        {number('Pen width', 'penWidth', 'px')}
        {number('Pass score', 'passScore', '/ 100')}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Toggle
          label="Stabilizer"
          hint="Best left off: it would smooth away the wobble the drill measures."
          field="drill.stabilizer"
          checked={draft.stabilizer}
          error={errors['drill.stabilizer']}
          onToggle={(stabilizer) => onChange({ ...draft, stabilizer }, 'drill.stabilizer')}
        />
        {uses.guide && (
          <Toggle
            label="Guide"
            hint={`Shows ${uses.guide} while the student draws.`}
            field="drill.guide"
            checked={draft.guide}
            error={errors['drill.guide']}
            onToggle={(guide) => onChange({ ...draft, guide }, 'drill.guide')}
          />
        )}
      </div>

      <section aria-labelledby={`${id}-targets`} className="space-y-3">
        <h3 id={`${id}-targets`} className="font-sans text-sm font-semibold tracking-normal">
          Targets
        </h3>
        <DrillTargetsPreview spec={drillInputOf(draft)} />
        <FormField label="Seed" error={errors['drill.seed']}>
          {(control) => (
            <div className="flex gap-3">
              <input
                {...control}
                name="drill.seed"
                type="number"
                inputMode="numeric"
                min={rangeOf('seed').min}
                max={rangeOf('seed').max}
                step={1}
                className={`input min-w-0 flex-1 tabular-nums sm:w-44 sm:flex-none ${errors['drill.seed'] ? 'input-error' : ''}`}
                value={draft.seed}
                onChange={(event) => onChange({ ...draft, seed: event.target.value }, 'drill.seed')}
              />
              <button
                type="button"
                className="btn btn-outline shrink-0"
                onClick={() => onChange({ ...draft, seed: newSeed(draft.seed) }, 'drill.seed')}
              >
                <Icon name="target" className="size-4" />
                New targets
              </button>
            </div>
          )}
        </FormField>
        <p className="text-base-content/70 text-sm">
          The targets come from the seed: every student starts with these, and each redo draws new
          ones.
        </p>
      </section>
    </fieldset>
  );
}
