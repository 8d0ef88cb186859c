import { useId } from 'react';
import { SWATCHES } from '@glossy/canvas';
import { ControlGroup } from './ControlGroup';
import type { PadProps } from './Toolbar';

export function ColourControls({ pad, state }: PadProps) {
  const id = useId();
  const disabled = pad === null;
  const swatch = (c: string, label: string) => (
    <button
      key={`${label}${c}`}
      type="button"
      className={`border-base-content/20 size-6 rounded-full border transition-transform hover:scale-110 motion-reduce:transition-none ${state.color === c ? 'ring-primary ring-offset-base-200 ring-2 ring-offset-2' : ''}`}
      style={{ background: c }}
      aria-label={`${label} ${c}`}
      aria-pressed={state.color === c}
      title={c}
      disabled={disabled}
      onClick={() => pad?.setColor(c)}
    />
  );
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
      <div role="group" aria-label="Swatches" className="grid grid-cols-6 gap-1.5 sm:flex">
        {SWATCHES.map((c) => swatch(c, 'Swatch'))}
      </div>
      {state.recentColors.length > 0 && (
        <div
          role="group"
          aria-label="Recent colours"
          className="border-base-300 flex flex-wrap gap-1.5 border-l pl-2"
        >
          {state.recentColors.map((c) => swatch(c, 'Recent colour'))}
        </div>
      )}
    </ControlGroup>
  );
}
