import { useId, useState } from 'react';
import { brushCatalog, MAX_SIZE, MIN_SIZE, type BrushId } from '@glossy/canvas';
import { ColourControls } from './ColourControls';
import { ControlGroup } from './ControlGroup';
import { SlidersIcon } from './icons';
import { panel, type PadProps } from './Toolbar';
import { ToolOptions } from './ToolOptions';

/** Brush, colour and the rarer settings (folded behind "More options" below lg). */
export function BrushSettings({ pad, state }: PadProps) {
  const id = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const disabled = pad === null;
  return (
    <section aria-label="Brush and colour" className={`${panel} flex flex-col gap-4`}>
      <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
        <ControlGroup title="Brush" htmlFor={`${id}-brush`} groupName="Brush settings">
          <select
            id={`${id}-brush`}
            className="select select-sm bg-base-100 w-36"
            value={state.brush}
            disabled={disabled}
            onChange={(e) => pad?.setBrush(e.target.value as BrushId)}
          >
            {brushCatalog.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-size`}>
            <span className="whitespace-nowrap">
              Brush width{' '}
              <output htmlFor={`${id}-size`} className="inline-block w-5 text-right tabular-nums">
                {state.size}
              </output>
            </span>
            <input
              id={`${id}-size`}
              type="range"
              className="range range-xs range-primary w-28 sm:w-36"
              min={MIN_SIZE}
              max={MAX_SIZE}
              step={1}
              value={state.size}
              disabled={disabled}
              onChange={(e) => pad?.setSize(Number(e.target.value))}
            />
          </label>
        </ControlGroup>
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
      </div>
    </section>
  );
}
