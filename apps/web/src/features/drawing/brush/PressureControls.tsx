import { useId } from 'react';
import { MAX_PRESSURE_GAMMA, MIN_PRESSURE_GAMMA, type PressureSetting } from '@glossy/canvas';
import { ControlGroup } from '../../../sketchpad/ControlGroup';
import type { PadProps } from '../../../sketchpad/Toolbar';
import { RangeField } from '../../../sketchpad/RangeField';

/** Named curves over the gamma the slider sets: below 1 is softer, above 1 firmer. */
export const PRESSURE_PRESETS = [
  { name: 'Soft', gamma: 0.5 },
  { name: 'Linear', gamma: 1 },
  { name: 'Firm', gamma: 2 },
] as const;

/** What the setting does, in words: the slider's number alone means little to most artists. */
function describe({ enabled, gamma }: PressureSetting): string {
  if (!enabled) return 'Every stroke at full pressure.';
  if (gamma < 1) return 'A light touch draws a fuller line.';
  if (gamma > 1) return 'Press harder for a full line.';
  return 'The line follows how hard you press.';
}

const preset = 'btn btn-xs join-item';

/**
 * Pressure on or off, and its curve: three presets and a slider for the gamma between them.
 * Pen pressure and the pressure simulated from a mouse's speed are both bent by it; each new
 * stroke records its curve, so a replay draws it the same. Whether a finger draws sits here
 * too, beside the pen's other setting: a pen's artist turns it off to rest a hand on the board.
 */
export function PressureControls({ pad, state }: PadProps) {
  const id = useId();
  const { enabled, gamma } = state.pressure;
  const disabled = pad === null;
  const set = (patch: Partial<PressureSetting>) => pad?.setPressure({ enabled, gamma, ...patch });
  return (
    <ControlGroup title="Pressure">
      <label className="flex basis-full items-center gap-2 text-sm">
        <input
          id={`${id}-on`}
          type="checkbox"
          className="toggle toggle-sm toggle-primary"
          checked={enabled}
          disabled={disabled}
          aria-describedby={`${id}-says`}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        Use pressure
      </label>
      <div className="join" role="group" aria-label="Pressure curve">
        {PRESSURE_PRESETS.map((p) => (
          <button
            key={p.name}
            type="button"
            className={`${preset} ${gamma === p.gamma ? 'btn-primary' : 'bg-base-100 border-base-300'}`}
            aria-pressed={gamma === p.gamma}
            disabled={disabled || !enabled}
            onClick={() => set({ gamma: p.gamma })}
          >
            {p.name}
          </button>
        ))}
      </div>
      <RangeField
        label="Curve"
        value={gamma}
        shown={gamma.toFixed(1)}
        min={MIN_PRESSURE_GAMMA}
        max={MAX_PRESSURE_GAMMA}
        step={0.1}
        readoutWidth="w-6"
        width="w-24"
        disabled={disabled || !enabled}
        aria-describedby={`${id}-says`}
        onChange={(v) => set({ gamma: v })}
      />
      <p id={`${id}-says`} className="text-base-content/70 basis-full text-xs">
        {describe(state.pressure)}
      </p>
      <label className="flex basis-full items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="toggle toggle-sm toggle-primary"
          checked={state.fingerDraws !== false}
          disabled={disabled}
          aria-describedby={`${id}-finger`}
          onChange={(e) => pad?.setFingerDraws(e.target.checked)}
        />
        Draw with a finger
      </label>
      <p id={`${id}-finger`} className="text-base-content/70 basis-full text-xs">
        {state.fingerDraws === false
          ? 'A finger pans and pinches; the pen draws.'
          : 'A finger draws until a pen is used.'}{' '}
        Tap with two fingers to undo, three to redo.
      </p>
    </ControlGroup>
  );
}
