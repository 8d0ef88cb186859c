import type { LessonContent } from '@glossy/contract';
import { BrushSettings } from '../../../sketchpad/BrushSettings';
import { LayersPanel } from '../../../sketchpad/LayersPanel';
import { Toolbar } from '../../../sketchpad/Toolbar';
import { ZoomControls } from '../../../sketchpad/ZoomControls';
import { HandIn } from './HandIn';
import { PaintAlongPanel } from './PaintAlongPanel';
import { usePractisePad, type ReferenceState } from './usePractisePad';
import { boardFrame } from '../../../sketchpad/board-frame';

const referenceNote: Record<ReferenceState, string> = {
  none: '',
  loading: 'Putting the reference picture on its layer…',
  shown: 'The reference picture is on its locked layer: trace over it or hide it in Layers.',
  failed: 'The reference picture could not be loaded. You can still draw.',
};

/**
 * The sketchpad for one lesson. On wide screens the paint-along panel stands beside the board;
 * on a phone it comes right after the board, before the brush settings and layers.
 */
export function PractiseStudio({ lesson }: { lesson: LessonContent }) {
  const { hostRef, pad, state, reference, width } = usePractisePad(lesson);
  const demo = lesson.demo;
  const side = 'xl:col-start-2 xl:row-span-4 xl:row-start-1 xl:sticky xl:top-4';
  return (
    <div className="grid gap-4 sm:gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
      <div className="min-w-0 xl:col-start-1">
        <Toolbar pad={pad} state={state} />
      </div>
      <div className="min-w-0 xl:col-start-1">
        <div ref={hostRef} className={boardFrame} />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p
            role="status"
            className={`min-h-5 text-sm ${reference === 'failed' ? 'text-error' : 'text-base-content/75'}`}
          >
            {state.recovered ? 'Your drawing for this lesson was restored. ' : ''}
            {referenceNote[reference]}
          </p>
          <ZoomControls pad={pad} state={state} />
        </div>
        <HandIn pad={pad} lesson={lesson} />
      </div>
      {demo ? (
        <aside aria-label="Paint along with the demo" className={side}>
          <PaintAlongPanel demo={demo} pad={pad} boardWidth={width} />
        </aside>
      ) : null}
      <div className="min-w-0 xl:col-start-1">
        <BrushSettings pad={pad} state={state} />
      </div>
      <div className={demo ? 'min-w-0 xl:col-start-1' : side}>
        <LayersPanel pad={pad} state={state} />
      </div>
    </div>
  );
}
