import type { PadProps } from './Toolbar';

export function ZoomControls({ pad, state }: PadProps) {
  const disabled = pad === null;
  const percent = Math.round(state.zoom * 100);
  return (
    <div className="flex items-center gap-2">
      <span className="text-base-content/70 hidden text-xs sm:inline">Ctrl+scroll to zoom</span>
      <div className="join" role="group" aria-label="Zoom">
        <button
          type="button"
          className="btn btn-xs join-item bg-base-100 w-8"
          aria-label="Zoom out"
          disabled={disabled}
          onClick={() => pad?.setZoom(state.zoom / 1.25)}
        >
          −
        </button>
        <button
          type="button"
          className="btn btn-xs join-item bg-base-100 w-14 tabular-nums"
          aria-label={`Zoom ${percent}%, fit to the page`}
          disabled={disabled}
          onClick={() => pad?.resetView()}
        >
          {percent}%
        </button>
        <button
          type="button"
          className="btn btn-xs join-item bg-base-100 w-8"
          aria-label="Zoom in"
          disabled={disabled}
          onClick={() => pad?.setZoom(state.zoom * 1.25)}
        >
          +
        </button>
      </div>
    </div>
  );
}
