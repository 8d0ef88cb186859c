import type { Sketchpad, StepInfo } from '@glossy/canvas';
import { toast } from '../../../lib/toast';
import { applyChoice, choiceMessage, readout, toolChoice } from './paint-along';

interface Props {
  info: StepInfo | null;
  /** Null while the student's board is not ready. */
  pad: Sketchpad | null;
  demoWidth: number;
  boardWidth: number;
}

/** What the stroke shown was drawn with, and one click to draw with the same. */
export function StrokeReadout({ info, pad, demoWidth, boardWidth }: Props) {
  if (!info) {
    return (
      <p className="text-base-content/75 text-sm">
        The page is blank. Press Play or Next stroke to watch the first stroke.
      </p>
    );
  }
  const shown = readout(info);
  const choice = toolChoice(info, demoWidth, boardWidth);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-base-content/75">{info.kind === 'shape' ? 'Shape' : 'Brush'}</dt>
        <dd className="font-medium">{shown.tool}</dd>
        {shown.hex && (
          <>
            <dt className="text-base-content/75">Colour</dt>
            <dd className="flex items-center gap-2 font-medium tabular-nums">
              <span
                aria-hidden="true"
                className="border-base-content/30 inline-block size-4 rounded-full border"
                style={{ backgroundColor: shown.hex }}
              />
              {shown.hex}
            </dd>
          </>
        )}
        {shown.width && (
          <>
            <dt className="text-base-content/75">Width</dt>
            <dd className="font-medium tabular-nums">{shown.width}</dd>
          </>
        )}
        {shown.opacity && (
          <>
            <dt className="text-base-content/75">Opacity</dt>
            <dd className="font-medium tabular-nums">{shown.opacity}</dd>
          </>
        )}
      </dl>
      {choice && shown.action && (
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          disabled={!pad}
          onClick={() => {
            if (!pad) return;
            applyChoice(pad, choice);
            toast.success(choiceMessage(choice, shown.tool));
          }}
        >
          {shown.action}
        </button>
      )}
    </div>
  );
}
