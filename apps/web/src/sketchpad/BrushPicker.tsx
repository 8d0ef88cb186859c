import { useId, type ReactNode } from 'react';
import { brushCatalog, MAX_SIZE, MIN_SIZE, type BrushId } from '@glossy/canvas';
import { ControlGroup } from './ControlGroup';
import type { PadProps } from './Toolbar';
import { RangeField } from './RangeField';

/**
 * The brush and its width (the spec's 1–50, default 5). `recent`: quick buttons for the brushes
 * last drawn with, shown right under the brush select (the side panel has room for them).
 */
export function BrushPicker({ pad, state, recent }: PadProps & { recent?: ReactNode }) {
  const id = useId();
  const disabled = pad === null;
  return (
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
      {recent}
      <RangeField
        label="Brush width"
        value={state.size}
        min={MIN_SIZE}
        max={MAX_SIZE}
        step={1}
        width="w-28 sm:w-36"
        disabled={disabled}
        onChange={(v) => pad?.setSize(v)}
      />
    </ControlGroup>
  );
}
