import type { LessonKind } from '@glossy/contract';
import { Icon } from '../../components/ui/icons';
import { lessonKindIcon } from '../../components/ui/lesson-kind-icons';
import { lessonKindLabel } from '../../components/ui/LessonPreview';

const kinds: { kind: LessonKind; text: string }[] = [
  { kind: 'video', text: 'An uploaded MP4 or WebM' },
  { kind: 'article', text: 'Text, lists, links and pictures' },
  { kind: 'exercise', text: 'A prompt, a reference, a demo' },
  { kind: 'drill', text: 'Targets scored stroke by stroke' },
];

/** The lesson editor's choice of video, article, exercise or drill, each with what it holds. */
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
      <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-4">
        {kinds.map((option) => (
          <label key={option.kind} className="relative flex cursor-pointer">
            <input
              type="radio"
              name="kind"
              value={option.kind}
              checked={value === option.kind}
              className="peer sr-only"
              onChange={() => onChange(option.kind)}
            />
            {/* The chosen kind is tinted and framed; keyboard focus draws an outline around it. */}
            <span
              className={`rounded-box peer-focus-visible:outline-primary flex flex-1 flex-col border p-3 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${value === option.kind ? 'border-primary bg-primary/10' : 'border-base-300 hover:bg-base-200/60'}`}
            >
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
