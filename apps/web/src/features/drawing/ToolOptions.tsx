import { useId } from 'react';
import { shapeCatalog, STABILIZER_MAX, type ShapeId } from '@glossy/canvas';
import { ControlGroup } from './ControlGroup';
import type { PadProps } from './Toolbar';

/** The secondary settings: folded behind "More options" on small screens. */
export function ToolOptions({ pad, state }: PadProps) {
  const id = useId();
  const disabled = pad === null;
  return (
    <>
      <ControlGroup title="Shape" htmlFor={`${id}-shape`} groupName="Shape settings">
        <select
          id={`${id}-shape`}
          className="select select-sm bg-base-100 w-44"
          value={state.shape}
          disabled={disabled}
          onChange={(e) => pad?.setShape(e.target.value as ShapeId)}
        >
          {shapeCatalog.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={state.shapeFilled}
            disabled={disabled}
            onChange={(e) => pad?.set({ shapeFilled: e.target.checked })}
          />
          Filled shapes
        </label>
      </ControlGroup>

      <ControlGroup title="Stroke">
        <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-opacity`}>
          <span className="whitespace-nowrap">
            Opacity{' '}
            <output htmlFor={`${id}-opacity`} className="inline-block w-9 text-right tabular-nums">
              {Math.round(state.opacity * 100)}%
            </output>
          </span>
          <input
            id={`${id}-opacity`}
            type="range"
            className="range range-xs range-primary w-28"
            min={5}
            max={100}
            step={5}
            value={Math.round(state.opacity * 100)}
            disabled={disabled}
            onChange={(e) => pad?.set({ opacity: Number(e.target.value) / 100 })}
          />
        </label>
        <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-stab`}>
          <span className="whitespace-nowrap">
            Stabilizer{' '}
            <output htmlFor={`${id}-stab`} className="inline-block w-3 text-right tabular-nums">
              {state.stabilizer}
            </output>
          </span>
          <input
            id={`${id}-stab`}
            type="range"
            className="range range-xs range-primary w-24"
            min={0}
            max={STABILIZER_MAX}
            step={1}
            value={state.stabilizer}
            disabled={disabled}
            onChange={(e) => pad?.set({ stabilizer: Number(e.target.value) })}
          />
        </label>
      </ControlGroup>
    </>
  );
}
