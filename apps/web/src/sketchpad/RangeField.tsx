import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface Props extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'aria-describedby' | 'disabled'
> {
  label: string;
  value: number;
  /** What the readout shows ('100%', '1.0'); the value itself by default. */
  shown?: ReactNode;
  min: number;
  max: number;
  step: number;
  onChange(value: number): void;
  /** The readout's width class, so the slider does not jump as the figure grows. */
  readoutWidth?: string;
  /** The slider's width class. */
  width?: string;
}

/**
 * One labelled slider of the studio's panels, with its value read out beside the label: opacity,
 * stabilizer, segments, the pressure curve, the text size (the brush width has its own field).
 */
export function RangeField({
  label,
  value,
  shown = value,
  min,
  max,
  step,
  onChange,
  readoutWidth = 'w-5',
  width = 'w-28',
  ...input
}: Props) {
  const id = useId();
  return (
    <label className="flex items-center gap-2 text-sm" htmlFor={id}>
      <span className="whitespace-nowrap">
        {label}{' '}
        <output htmlFor={id} className={`inline-block text-right tabular-nums ${readoutWidth}`}>
          {shown}
        </output>
      </span>
      <input
        {...input}
        id={id}
        type="range"
        className={`range range-xs range-primary ${width}`}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  );
}
