import { ROTATE_STEP, ZOOM_STEP } from '@glossy/canvas';
import { FitIcon, RotateLeftIcon, RotateRightIcon } from './icons';
import type { PadProps } from './Toolbar';

const button = 'btn btn-xs join-item bg-base-100 border-base-300';

/** The view's turn in whole degrees, −180..180, as the readout says it. */
export const viewDegrees = (radians: number) => Math.round((radians * 180) / Math.PI);

/**
 * Zoom out, the readout (which fits the board again), zoom in; in the studio (`full`) also
 * 100 % and the view's rotation. The drawing is never changed by any of them.
 */
export function ZoomControls({ pad, state, full = false }: PadProps & { full?: boolean }) {
  const disabled = pad === null;
  const percent = Math.round(state.zoom * 100);
  const angle = viewDegrees(state.rotation);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!full && (
        <span className="text-base-content/70 hidden text-xs sm:inline">Ctrl+scroll to zoom</span>
      )}
      <div className="join" role="group" aria-label="Zoom">
        <button
          type="button"
          className={`${button} w-8`}
          aria-label="Zoom out"
          title="Zoom out (−)"
          disabled={disabled}
          onClick={() => pad?.setZoom(state.zoom / ZOOM_STEP)}
        >
          −
        </button>
        <button
          type="button"
          className={`${button} w-14 tabular-nums`}
          aria-label={`Zoom ${percent}%, fit to the page`}
          title="Fit the whole board (0)"
          disabled={disabled}
          onClick={() => pad?.resetView()}
        >
          {percent}%
        </button>
        <button
          type="button"
          className={`${button} w-8`}
          aria-label="Zoom in"
          title="Zoom in (+)"
          disabled={disabled}
          onClick={() => pad?.setZoom(state.zoom * ZOOM_STEP)}
        >
          +
        </button>
        {full && (
          <button
            type="button"
            className={`${button} hidden px-2 sm:inline-flex`}
            aria-label="Actual size, 100%"
            title="Actual size (1)"
            disabled={disabled}
            onClick={() => pad?.setZoom(1)}
          >
            100%
          </button>
        )}
      </div>
      {full && (
        <div className="join max-sm:hidden" role="group" aria-label="Rotate the view">
          <button
            type="button"
            className={`${button} px-2`}
            aria-label={`Turn the view ${ROTATE_STEP}° left`}
            title={`Turn left (Shift+R)`}
            disabled={disabled}
            onClick={() => pad?.rotateView(-ROTATE_STEP)}
          >
            <RotateLeftIcon />
          </button>
          <button
            type="button"
            className={`${button} w-12 tabular-nums`}
            aria-label={`View turned ${angle}°, fit and straighten`}
            title="Fit and straighten (0)"
            disabled={disabled}
            onClick={() => pad?.resetView()}
          >
            {angle === 0 ? <FitIcon /> : `${angle}°`}
          </button>
          <button
            type="button"
            className={`${button} px-2`}
            aria-label={`Turn the view ${ROTATE_STEP}° right`}
            title="Turn right (R)"
            disabled={disabled}
            onClick={() => pad?.rotateView(ROTATE_STEP)}
          >
            <RotateRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
