import {
  courseInterests,
  courseLevels,
  interestLabels,
  type CourseInterest,
  type CourseLevel,
} from '@glossy/contract';

const levelHints: Record<CourseLevel, string> = {
  Beginner: 'New to drawing, or coming back to it after years.',
  Intermediate: 'I draw regularly and know the basics.',
  Advanced: 'I want to push a practised skill further.',
};

const interestHints: Record<CourseInterest, string> = {
  fundamentals: 'Lines, shading, perspective',
  digital: 'Brushes, layers, painting on screen',
  characters: 'Figures, anatomy, portraits',
  colour: 'Colour theory, watercolour, paint',
  illustration: 'Comics, ink, visual stories',
  games: 'Concept art, creatures, pixel art',
};

const choice =
  'rounded-box border-base-300 bg-base-100 has-[:checked]:border-primary has-[:checked]:bg-primary/8 has-[:focus-visible]:outline-primary flex cursor-pointer items-start gap-3 border-2 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2';

/** Step one: the catalog's levels, one to choose. */
export function LevelStep({
  level,
  onChange,
}: {
  level: CourseLevel | null;
  onChange: (level: CourseLevel) => void;
}) {
  return (
    <fieldset>
      <legend className="font-display mb-4 text-2xl font-semibold">
        How would you describe your drawing?
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {courseLevels.map((value) => (
          <label key={value} className={choice}>
            <input
              type="radio"
              name="level"
              value={value}
              className="radio radio-primary mt-0.5"
              checked={level === value}
              onChange={() => onChange(value)}
            />
            <span className="flex flex-col gap-1">
              <span className="font-semibold">{value}</span>
              <span className="text-base-content/75 text-sm">{levelHints[value]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Step two: the catalog's subjects, as many as the newcomer likes. */
export function InterestsStep({
  interests,
  onChange,
}: {
  interests: CourseInterest[];
  onChange: (interests: CourseInterest[]) => void;
}) {
  const toggle = (interest: CourseInterest, on: boolean) =>
    onChange(courseInterests.filter((i) => (i === interest ? on : interests.includes(i))));
  return (
    <fieldset>
      <legend className="font-display mb-1 text-2xl font-semibold">
        What do you want to draw?
      </legend>
      <p className="text-base-content/75 mb-4">Choose as many as you like.</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {courseInterests.map((interest) => (
          <label key={interest} className={choice}>
            <input
              type="checkbox"
              name="interests"
              value={interest}
              className="checkbox checkbox-primary mt-0.5"
              checked={interests.includes(interest)}
              onChange={(event) => toggle(interest, event.target.checked)}
            />
            <span className="flex flex-col gap-1">
              <span className="font-semibold">{interestLabels[interest]}</span>
              <span className="text-base-content/75 text-sm">{interestHints[interest]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
