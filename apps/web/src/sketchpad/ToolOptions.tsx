import { useId } from 'react';
import { shapeCatalog, STABILIZER_MAX, type ShapeId } from '@glossy/canvas';
import { ControlGroup } from './ControlGroup';
import type { PadProps } from './Toolbar';
import { RangeField } from './RangeField';

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
        <RangeField
          label="Opacity"
          value={Math.round(state.opacity * 100)}
          shown={`${Math.round(state.opacity * 100)}%`}
          min={5}
          max={100}
          step={5}
          readoutWidth="w-9"
          disabled={disabled}
          onChange={(v) => pad?.set({ opacity: v / 100 })}
        />
        <RangeField
          label="Stabilizer"
          value={state.stabilizer}
          min={0}
          max={STABILIZER_MAX}
          step={1}
          readoutWidth="w-3"
          width="w-24"
          disabled={disabled}
          onChange={(v) => pad?.set({ stabilizer: v })}
        />
      </ControlGroup>
    </>
  );
}
