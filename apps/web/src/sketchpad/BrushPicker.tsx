import { useId, type ReactNode } from 'react';
import { brushCatalog, type BrushId } from '@glossy/canvas';
import { BrushWidthField } from './BrushWidthField';
import { ControlGroup } from './ControlGroup';
import type { PadProps } from './Toolbar';

/**
 * The brush and its width (1–500 px, default 5: the spec's 1–50, widened by issue 32). `recent`:
 * quick buttons for the brushes last drawn with, right under the brush select.
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
      <BrushWidthField width={state.size} disabled={disabled} onChange={(v) => pad?.setSize(v)} />
    </ControlGroup>
  );
}
