import { useId } from 'react';
import { SWATCHES } from '@glossy/canvas';
import { nameOfColour } from './colour-names';
import { ControlGroup } from './ControlGroup';
import type { PadProps } from './Toolbar';

/** `stacked`: the swatches wrap in rows of six, for a narrow side panel. */
export function ColourControls({ pad, state, stacked = false }: PadProps & { stacked?: boolean }) {
  const id = useId();
  const disabled = pad === null;
  /** Named as a person would say it ('Crimson'); the exact hex is its description. */
  const swatch = (c: string, group: string) => {
    const name = nameOfColour(c);
    const hexId = `${id}-${group}-${c.slice(1)}`;
    return (
      <button
        key={c}
        type="button"
        className={`border-base-content/20 size-6 rounded-full border transition-transform hover:scale-110 motion-reduce:transition-none ${state.color === c ? 'ring-primary ring-offset-base-200 ring-2 ring-offset-2' : ''}`}
        style={{ background: c }}
        aria-label={name}
        aria-describedby={hexId}
        aria-pressed={state.color === c}
        title={`${name} ${c}`}
        disabled={disabled}
        onClick={() => pad?.setColor(c)}
      >
        <span id={hexId} className="sr-only">
          {c}
        </span>
      </button>
    );
  };
  return (
    <ControlGroup title="Colour" htmlFor={`${id}-colour`} groupName="Colours">
      <input
        id={`${id}-colour`}
        type="color"
        className="border-base-300 bg-base-100 h-8 w-11 cursor-pointer rounded-field border p-0.5"
        value={state.color}
        disabled={disabled}
        onChange={(e) => pad?.setColor(e.target.value)}
      />
      <div
        role="group"
        aria-label="Swatches"
        className={`grid grid-cols-6 gap-1.5 ${stacked ? '' : 'sm:flex'}`}
      >
        {SWATCHES.map((c) => swatch(c, 'swatch'))}
      </div>
      {state.recentColors.length > 0 && (
        <div
          role="group"
          aria-label="Recent colours"
          className="border-base-300 flex flex-wrap gap-1.5 border-l pl-2"
        >
          {state.recentColors.map((c) => swatch(c, 'recent'))}
        </div>
      )}
    </ControlGroup>
  );
}
