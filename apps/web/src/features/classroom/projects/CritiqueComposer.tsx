import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import type { ReplayDriver } from '../../../sketchpad/replay/replay-driver';
import { clockText } from '../../../sketchpad/replay/replay-format';
import { useReplayTime } from '../../../sketchpad/replay/useReplayDriver';
import type { BoardPoint } from './critique-format';
import { correctionColours, correctionSizes, type CorrectionPad, type Ink } from './correction-pad';

const maxLength = 2000;
const none = () => () => {};

export interface NewPin {
  text: string;
  /** The replay's time when it was posted, in whole ms of the drawing's clock. */
  atMs: number;
  overlay: unknown;
}

interface Props {
  /** An instructor's or admin's critique (it may carry a correction); else a student's question. */
  teacher: boolean;
  /** The replay: its time is the pin's moment, as long as the composer is open. */
  driver: ReplayDriver | null;
  playing: boolean;
  spot: BoardPoint | null;
  onCentre: () => void;
  /** The correction's pad, once its canvas is over the board (the instructor's only). */
  pad: CorrectionPad | null;
  drawing: boolean;
  onDrawing: (drawing: boolean) => void;
  /** Resolves once posted (the composer closes), rejects with the reason. */
  onPost: (pin: NewPin) => Promise<unknown>;
  onCancel: () => void;
}

/** The correction's state for the buttons: how many marks, and whether one can be undone. */
function usePadState(pad: CorrectionPad | null) {
  const subscribe = pad?.subscribe ?? none;
  const drawn = useSyncExternalStore(
    subscribe,
    () => pad?.drawn ?? false,
    () => false,
  );
  const canUndo = useSyncExternalStore(
    subscribe,
    () => pad?.canUndo ?? false,
    () => false,
  );
  return { drawn, canUndo };
}

function InkChoices({ pad }: { pad: CorrectionPad }) {
  const name = useId();
  const [ink, setInk] = useState<Ink>(pad.ink);
  const choose = (next: Partial<Ink>) => {
    const value = { ...ink, ...next };
    pad.ink = value;
    setInk(value);
  };
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">Correction colour</legend>
        {correctionColours.map((colour) => (
          <label key={colour.hex} className="grid size-11 cursor-pointer place-items-center">
            <input
              type="radio"
              name={`${name}-colour`}
              className="peer sr-only"
              checked={ink.color === colour.hex}
              onChange={() => choose({ color: colour.hex })}
            />
            <span className="sr-only">{colour.name}</span>
            <span
              aria-hidden="true"
              className="border-base-100 ring-base-300 peer-checked:ring-base-content peer-focus-visible:outline-base-content size-7 rounded-full border-2 ring-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2"
              style={{ background: colour.hex }}
            />
          </label>
        ))}
      </fieldset>
      <fieldset className="join">
        <legend className="sr-only">Line width</legend>
        {correctionSizes.map((option) => (
          <label key={option.size} className="join-item">
            <input
              type="radio"
              name={`${name}-size`}
              className="peer sr-only"
              checked={ink.size === option.size}
              onChange={() => choose({ size: option.size })}
            />
            <span className="btn btn-sm peer-checked:btn-neutral peer-focus-visible:outline-base-content min-h-11 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2">
              {option.name}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/**
 * A new pin at the replay's moment and a spot of the drawing: the text, and for an instructor
 * optionally a correction drawn over the board. Checked before sending with the contract's words;
 * the server's message for a field shows by it.
 */
export function CritiqueComposer({
  teacher,
  driver,
  playing,
  spot,
  onCentre,
  pad,
  drawing,
  onDrawing,
  onPost,
  onCancel,
}: Props) {
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<{ text?: string; spot?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const { drawn, canUndo } = usePadState(pad);
  // Only the composer renders each frame while the replay plays with it open.
  const time = useReplayTime(driver, playing);

  useEffect(() => {
    textRef.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    const problems = {
      text: !value
        ? 'Write the comment first'
        : value.length > maxLength
          ? `Keep it under ${maxLength} characters`
          : undefined,
      spot: spot ? undefined : 'Click the drawing where the pin goes, or use its centre',
    };
    if (problems.text || problems.spot) return setError(problems);
    setError({});
    setPending(true);
    driver?.refresh();
    onPost({
      text: value,
      atMs: Math.round(driver ? driver.getTime() : time),
      overlay: teacher ? (pad?.log() ?? null) : null,
    })
      .catch((err: unknown) => {
        if (err instanceof ApiError) {
          const field = err.fields.text ?? err.fields.overlay;
          setError(field ? { text: field } : { form: err.message });
        } else setError({ form: 'It was not sent. Try again.' });
      })
      .finally(() => setPending(false));
  };

  const textError = error.text ? `${id}-text-error` : undefined;
  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={onSubmit}
      className="card-art space-y-4 p-4 sm:p-5"
    >
      <div>
        <h3 id={`${id}-title`} className="font-display text-lg font-semibold">
          {teacher ? 'New critique' : 'New question'}
        </h3>
        <p className="text-base-content/75 text-sm">
          At <strong className="tabular-nums">{clockText(time)}</strong> of the replay: step or
          scrub to move the moment.
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p id={`${id}-spot`} className="text-sm" aria-live="polite">
          {spot
            ? `Pinned at ${spot.x}, ${spot.y} on the drawing. Click elsewhere to move it.`
            : 'Click the drawing where the pin goes.'}
        </p>
        <button type="button" className="btn btn-sm btn-outline min-h-11" onClick={onCentre}>
          Use the centre
        </button>
        {error.spot && (
          <p className="text-error w-full text-sm font-medium" role="alert">
            {error.spot}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          {teacher ? 'Your critique' : 'Your question'}
        </label>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          rows={3}
          value={text}
          maxLength={maxLength + 100}
          aria-invalid={Boolean(error.text)}
          aria-describedby={textError}
          className={`textarea w-full text-base ${error.text ? 'textarea-error' : ''}`}
          placeholder={
            teacher ? 'What to look at here, and how to fix it…' : 'What would you like to know?'
          }
          onChange={(event) => {
            setText(event.target.value);
            if (error.text) setError((now) => ({ ...now, text: undefined }));
          }}
        />
        {error.text && (
          <p id={textError} className="text-error text-sm font-medium">
            {error.text}
          </p>
        )}
      </div>

      {teacher && (
        <div className="border-base-300 space-y-3 border-t pt-4">
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className={`btn btn-sm min-h-11 ${drawing ? 'btn-neutral' : 'btn-outline'}`}
              aria-pressed={drawing}
              disabled={!pad}
              onClick={() => onDrawing(!drawing)}
            >
              Draw a correction
            </button>
            <button
              type="button"
              className="btn btn-sm btn-ghost min-h-11"
              disabled={!canUndo}
              onClick={() => pad?.undo()}
            >
              Undo stroke
            </button>
            <button
              type="button"
              className="btn btn-sm btn-ghost min-h-11"
              disabled={!drawn}
              onClick={() => pad?.clear()}
            >
              Clear correction
            </button>
          </div>
          {drawing && pad && (
            <>
              <p className="text-base-content/75 text-sm">
                Draw over the drawing with a mouse, pen or finger. Turn drawing off to place the pin
                again.
              </p>
              <InkChoices pad={pad} />
            </>
          )}
        </div>
      )}

      {error.form && (
        <p role="alert" className="text-error text-sm font-medium">
          {error.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn btn-primary min-h-11"
          disabled={pending}
          aria-busy={pending}
        >
          {pending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {teacher ? 'Post critique' : 'Post question'}
        </button>
        <button type="button" className="btn btn-ghost min-h-11" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
