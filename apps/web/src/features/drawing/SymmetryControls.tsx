import { useId } from 'react';
import { SYMMETRY_MAX_SEGMENTS, SYMMETRY_MIN_SEGMENTS, type SymmetryMode } from '@glossy/canvas';
import { ControlGroup } from '../../sketchpad/ControlGroup';
import type { PadProps } from '../../sketchpad/Toolbar';
import { RangeField } from '../../sketchpad/RangeField';

const modes: readonly { mode: SymmetryMode; name: string }[] = [
  { mode: 'off', name: 'Off' },
  { mode: 'vertical', name: 'Vertical mirror' },
  { mode: 'horizontal', name: 'Horizontal mirror' },
  { mode: 'radial', name: 'Radial' },
];

/**
 * Mirror and radial drawing: every brush's strokes are repeated about the board's centre, with a
 * guide on the board. The segment count only shows for radial, the one mode that uses it; a
 * slider rather than a number box, so typing "12" never passes through an out-of-range "1".
 */
export function SymmetryControls({ pad, state }: PadProps) {
  const id = useId();
  const disabled = pad === null;
  const { mode, segments } = state.symmetry;
  return (
    <ControlGroup title="Symmetry" htmlFor={`${id}-mode`} groupName="Symmetry settings">
      <select
        id={`${id}-mode`}
        className="select select-sm bg-base-100 w-44"
        value={mode}
        disabled={disabled}
        onChange={(e) => pad?.setSymmetry({ mode: e.target.value as SymmetryMode, segments })}
      >
        {modes.map((m) => (
          <option key={m.mode} value={m.mode}>
            {m.name}
          </option>
        ))}
      </select>
      {mode === 'radial' && (
        <RangeField
          label="Segments"
          value={segments}
          min={SYMMETRY_MIN_SEGMENTS}
          max={SYMMETRY_MAX_SEGMENTS}
          step={1}
          disabled={disabled}
          onChange={(v) => pad?.setSymmetry({ mode, segments: v })}
        />
      )}
    </ControlGroup>
  );
}
