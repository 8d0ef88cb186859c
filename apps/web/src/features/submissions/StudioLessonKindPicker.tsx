import type { LessonKind } from '@glossy/contract';
import { Icon } from '../dashboard/icons';
import { lessonKindIcon } from './lesson-kind-icons';
import { lessonKindLabel } from './LessonPreview';

const kinds: { kind: LessonKind; text: string }[] = [
  { kind: 'video', text: 'An uploaded MP4 or WebM' },
  { kind: 'article', text: 'Text, lists, links and pictures' },
  { kind: 'exercise', text: 'A prompt, a reference, a demo' },
];

/** The lesson editor's choice of video, article or exercise, each with what it holds. */
export function StudioLessonKindPicker({
  value,
  onChange,
}: {
  value: LessonKind;
  onChange: (kind: LessonKind) => void;
}) {
  return (
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
              checked={value === option.kind}
              className="accent-primary mt-1 size-4 shrink-0"
              onChange={() => onChange(option.kind)}
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
  );
}
