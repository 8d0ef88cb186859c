import { useId } from 'react';
import {
  MAX_TEXT_SIZE,
  MIN_TEXT_SIZE,
  studioFonts,
  type SketchpadState,
  type TextAlign,
} from '@glossy/canvas';
import { nameOfColour } from '../../../sketchpad/colour-names';
import { fontKinds, type TextTool } from './useTextSettings';
import { RangeField } from '../../../sketchpad/RangeField';

const alignments: { align: TextAlign; label: string }[] = [
  { align: 'left', label: 'Left' },
  { align: 'center', label: 'Centre' },
  { align: 'right', label: 'Right' },
];

/**
 * The text tool's settings, in the side panel while the tool is out: the face (grouped by what
 * it is for, each named by its family), size, alignment; the colour is the sketchpad's. Changes
 * show at once in the box on the board. The faces' licences are one link away.
 */
export function TextOptions({ state, text }: { state: SketchpadState; text: TextTool }) {
  const id = useId();
  const { settings, font, fontStatus, update, retryFont } = text;
  return (
    <>
      <label className="flex flex-col gap-1.5 text-sm" htmlFor={`${id}-font`}>
        <span className="font-medium">Font</span>
        <select
          id={`${id}-font`}
          className="select select-sm bg-base-100 w-full"
          value={settings.fontId}
          onChange={(e) => update({ fontId: e.target.value })}
        >
          {fontKinds.map(({ kind, name }) => (
            <optgroup key={kind} label={name}>
              {studioFonts
                .filter((f) => f.kind === kind)
                .map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.family}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </label>
      <p role="status" className="text-base-content/70 -mt-2 min-h-4 text-xs">
        {fontStatus === 'loading' && `Loading ${font.family}…`}
        {fontStatus === 'failed' && (
          <>
            {font.family} could not be loaded.{' '}
            <button type="button" className="link" onClick={retryFont}>
              Try again
            </button>
          </>
        )}
      </p>

      <RangeField
        label="Text size"
        value={settings.size}
        min={MIN_TEXT_SIZE}
        max={MAX_TEXT_SIZE}
        step={1}
        readoutWidth="w-8"
        width="min-w-0 flex-1"
        onChange={(v) => update({ size: v })}
      />

      <fieldset className="flex items-center gap-2 text-sm">
        <legend className="float-left mr-2">Alignment</legend>
        <div className="join">
          {alignments.map(({ align, label }) => (
            <input
              key={align}
              type="radio"
              name={`${id}-align`}
              className="join-item btn btn-sm"
              aria-label={label}
              checked={settings.align === align}
              onChange={() => update({ align })}
            />
          ))}
        </div>
      </fieldset>

      <p className="flex items-center gap-2 text-sm">
        <span
          aria-hidden="true"
          className="border-base-content/20 size-4 rounded-full border"
          style={{ background: state.color }}
        />
        Colour: {nameOfColour(state.color)}, as chosen under Colour
      </p>

      <p className="text-base-content/70 text-xs">
        Fonts: SIL Open Font License / Apache 2.0, from Fontsource (
        <a className="link" href="/studio/fonts/LICENSES.txt" target="_blank" rel="noreferrer">
          each font’s licence
        </a>
        ).
      </p>
    </>
  );
}
