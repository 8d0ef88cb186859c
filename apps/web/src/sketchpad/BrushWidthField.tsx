import { useId, useState } from 'react';
import { MAX_SIZE, MIN_SIZE } from '@glossy/canvas';
import { WIDTH_SLIDER_STEPS, widthFromSlider, widthToPosition } from './brush-width';

interface Props {
  width: number;
  disabled?: boolean;
  onChange(width: number): void;
}

const clamp = (n: number) => Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.round(n)));

/**
 * The brush width as a box for an exact figure and a slider on a logarithmic scale (1–500 px, the
 * small widths spread out: brush-width.ts), both named by the one label.
 */
export function BrushWidthField({ width, disabled, onChange }: Props) {
  const id = useId();
  // What is typed, while it is typed: '' or '7' on the way to '75' must not snap back.
  const [draft, setDraft] = useState<string | null>(null);

  const type = (text: string) => {
    setDraft(text);
    const n = Number(text);
    if (text.trim() !== '' && Number.isInteger(n) && n >= MIN_SIZE && n <= MAX_SIZE) onChange(n);
  };
  const commit = () => {
    const n = Number(draft);
    if (draft !== null && draft.trim() !== '' && Number.isFinite(n)) onChange(clamp(n));
    setDraft(null);
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label id={`${id}-label`} htmlFor={`${id}-number`} className="whitespace-nowrap">
        Brush width
      </label>
      <span className="flex items-center gap-1">
        <input
          id={`${id}-number`}
          type="number"
          inputMode="numeric"
          className="input input-xs w-16 tabular-nums"
          min={MIN_SIZE}
          max={MAX_SIZE}
          step={1}
          value={draft ?? String(width)}
          disabled={disabled}
          onChange={(e) => type(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
        <span aria-hidden="true" className="text-base-content/70">
          px
        </span>
      </span>
      <input
        type="range"
        aria-labelledby={`${id}-label`}
        aria-valuetext={`${width} px`}
        className="range range-xs range-primary w-28 sm:w-36"
        min={0}
        max={WIDTH_SLIDER_STEPS}
        step={1}
        value={Math.round(widthToPosition(width))}
        disabled={disabled}
        onChange={(e) => onChange(widthFromSlider(Number(e.target.value), width))}
      />
    </div>
  );
}
