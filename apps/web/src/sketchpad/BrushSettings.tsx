import { useId, useState } from 'react';
import { BrushPicker } from './BrushPicker';
import { ColourControls } from './ColourControls';
import { GuideControls } from './GuideControls';
import { SlidersIcon } from './icons';
import { panel, type PadProps } from './Toolbar';
import { ToolOptions } from './ToolOptions';

/**
 * Brush, colour and the rarer settings, guides among them (folded behind "More options" below lg).
 */
export function BrushSettings({
  pad,
  state,
  guides = true,
}: PadProps & {
  /** False where the guides are not this board's to set (a live room's guest holding the pen). */
  guides?: boolean;
}) {
  const id = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <section aria-label="Brush and colour" className={`${panel} flex flex-col gap-4`}>
      <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
        <BrushPicker pad={pad} state={state} />
        <ColourControls pad={pad} state={state} />
        <button
          type="button"
          className="btn btn-sm btn-ghost gap-1.5 lg:hidden"
          aria-expanded={moreOpen}
          aria-controls={`${id}-more`}
          onClick={() => setMoreOpen((open) => !open)}
        >
          <SlidersIcon />
          {moreOpen ? 'Fewer options' : 'More options'}
        </button>
      </div>

      <div
        id={`${id}-more`}
        className={`${moreOpen ? 'flex' : 'hidden'} border-base-300 flex-wrap items-end gap-x-8 gap-y-4 border-t pt-4 lg:flex`}
      >
        <ToolOptions pad={pad} state={state} />
        {guides && <GuideControls pad={pad} state={state} />}
      </div>
    </section>
  );
}
