import type { DrillSpec } from '@glossy/contract';
import { DrillTargets } from '../../sketchpad/drills/DrillTargets';
import {
  drillFacts,
  drillTypeNames,
  previewPlan,
  previewSpec,
  targetsInWords,
} from './drill-facts';

/**
 * A drill's first targets on a board of the drill's shape (10:7), in the paper's white in either
 * theme, as the practice board will show them. Described in words for those who cannot see it.
 */
export function DrillTargetsPreview({ spec }: { spec: DrillSpec }) {
  // Forty targets at most: planned afresh on every change, well within a frame.
  const drill = previewSpec(spec);
  const plan = previewPlan(drill);
  return (
    <div
      role="img"
      aria-label={`The first targets: ${targetsInWords(drill)}`}
      data-drill-preview=""
      className="rounded-box border-base-300 aspect-[10/7] w-full overflow-hidden border bg-white"
    >
      <DrillTargets plan={plan} guide={drill.guide} className="block size-full" />
    </div>
  );
}

/** A drill lesson as the admin's review and the studio's preview show it: what it asks, and how. */
export function DrillLessonView({
  drill,
  headingLevel,
}: {
  drill: DrillSpec;
  headingLevel: 3 | 4 | 5;
}) {
  const Heading = `h${headingLevel}` as const;
  // A drill still being written is told as the nearest one its targets can be drawn for.
  const shown = previewSpec(drill);
  return (
    // Side by side where the preview has room (the studio's dialog), one above the other where it
    // has not (the review's column, a phone).
    <div className="@container">
      <div className="grid gap-5 @2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section>
          <Heading className="font-display mb-2 text-base font-semibold">
            {drillTypeNames[drill.type]}
          </Heading>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            {drillFacts(shown).map(({ term, detail }) => (
              <div key={term} className="contents">
                <dt className="text-base-content/70">{term}</dt>
                <dd className="break-words">{detail}</dd>
              </div>
            ))}
          </dl>
        </section>
        <figure>
          <DrillTargetsPreview spec={shown} />
          <figcaption className="text-base-content/70 mt-2 text-xs">
            The first round’s targets. Each redo draws new ones from the seed.
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
