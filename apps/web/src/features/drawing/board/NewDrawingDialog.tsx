import type { BoardSize } from '@glossy/canvas';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import {
  areaError,
  boardPresets,
  orientationOf,
  presetOf,
  sideError,
  type Orientation,
  type PresetId,
} from './board-sizes';

interface Props {
  open: boolean;
  /** The board's size now: where the choice starts. */
  current: BoardSize;
  /** What would be lost, said before the board is cleared; null when nothing would be. */
  warning: string | null;
  onStart(size: BoardSize): void;
  onClose(): void;
}

/**
 * New: the size of the next board (a preset or any size, either way round), and, when the board
 * holds work that is kept nowhere else, a warning and a button that says it clears the board.
 */
export function NewDrawingDialog({ open, current, warning, onStart, onClose }: Props) {
  return (
    <Dialog
      open={open}
      title="Start a new drawing?"
      onClose={onClose}
      size="sm"
      role={warning ? 'alertdialog' : undefined}
    >
      <NewDrawingForm current={current} warning={warning} onStart={onStart} onClose={onClose} />
    </Dialog>
  );
}

const radio = 'flex cursor-pointer items-center gap-2 text-sm';

function NewDrawingForm({ current, warning, onStart, onClose }: Omit<Props, 'open'>) {
  const id = useId();
  const [width, setWidth] = useState(String(current.width));
  const [height, setHeight] = useState(String(current.height));
  // Custom stays chosen once picked, even while its figures happen to match a preset's.
  const [custom, setCustom] = useState(false);
  const widthRef = useRef<HTMLInputElement>(null);
  // Errors show once a field is left or Start is pressed, not while a figure is being typed.
  const [shown, setShown] = useState({ width: false, height: false });
  const size = { width: Number(width), height: Number(height) };
  const errors = {
    width: sideError('Width', size.width),
    height: sideError('Height', size.height),
  };
  const whole = errors.width || errors.height ? null : areaError(size);
  const preset = custom ? 'custom' : presetOf(size);
  const orientation = orientationOf(size);

  const choose = (id: PresetId) => {
    const found = boardPresets.find((p) => p.id === id);
    if (!found) return;
    setCustom(false);
    setWidth(String(found.width));
    setHeight(String(found.height));
  };
  const turn = (to: Orientation) => {
    if (to === orientation) return;
    setWidth(height);
    setHeight(width);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ width: true, height: true });
    if (errors.width || errors.height || whole) return;
    onStart(size);
    onClose();
  };

  const error = (field: 'width' | 'height') => (shown[field] ? errors[field] : null);
  const sideField = (field: 'width' | 'height', label: string) => {
    const value = field === 'width' ? width : height;
    const set = field === 'width' ? setWidth : setHeight;
    const message = error(field);
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
          {label}
        </label>
        <div className={`input w-full ${message ? 'input-error' : ''}`}>
          <input
            ref={field === 'width' ? widthRef : undefined}
            id={`${id}-${field}`}
            type="number"
            inputMode="numeric"
            className="grow tabular-nums"
            value={value}
            onChange={(e) => set(e.target.value)}
            onBlur={() => setShown((s) => ({ ...s, [field]: true }))}
            aria-invalid={Boolean(message || whole)}
            aria-describedby={
              [message && `${id}-${field}-error`, whole && `${id}-area`]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
          <span className="text-base-content/70" aria-hidden="true">
            px
          </span>
        </div>
        {message && (
          <p id={`${id}-${field}-error`} className="text-error text-sm">
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {warning && <p className="alert alert-warning alert-soft text-sm">{warning}</p>}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Size</legend>
        {boardPresets.map((p) => (
          <label key={p.id} className={radio}>
            <input
              type="radio"
              className="radio radio-sm radio-primary"
              name={`${id}-preset`}
              checked={preset === p.id}
              onChange={() => choose(p.id)}
              data-autofocus={preset === p.id || undefined}
            />
            {p.name}
            <span className="text-base-content/70 tabular-nums">
              {p.width} × {p.height}
            </span>
          </label>
        ))}
        <label className={radio}>
          <input
            type="radio"
            className="radio radio-sm radio-primary"
            name={`${id}-preset`}
            checked={preset === 'custom'}
            onChange={() => {
              setCustom(true);
              widthRef.current?.focus();
            }}
            data-autofocus={preset === 'custom' || undefined}
          />
          Custom
        </label>
      </fieldset>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-2 text-sm font-medium">Orientation</legend>
        {(['landscape', 'portrait'] as const).map((o) => (
          <label key={o} className={radio}>
            <input
              type="radio"
              className="radio radio-sm radio-primary"
              name={`${id}-orientation`}
              checked={orientation === o}
              disabled={orientation === null}
              onChange={() => turn(o)}
            />
            {o === 'landscape' ? 'Landscape' : 'Portrait'}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        {sideField('width', 'Width')}
        {sideField('height', 'Height')}
      </div>
      {whole && (
        <p id={`${id}-area`} className="text-error text-sm">
          {whole}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={`btn ${warning ? 'btn-warning' : 'btn-primary'}`}>
          {warning ? 'Clear the board' : 'Start drawing'}
        </button>
      </div>
    </form>
  );
}
