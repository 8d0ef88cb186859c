import type { Sketchpad } from './sketchpad';
import { isSelectTool } from '../editor/state';
import { claimKeys } from './keyOwner';
import { bindShortcuts } from './shortcuts';

/** One press of a zoom button or key multiplies the zoom by this; one turn is this many degrees. */
export const ZOOM_STEP = 1.25;
export const ROTATE_STEP = 15;

/** A size key's step: 15 % of the size, at least one pixel, so it is felt at 2 px and at 500. */
const sizeStep = (size: number) => Math.max(1, Math.round(size * 0.15));

/**
 * What each sketchpad key does on `pad`; returns what unbinds them. A read-only board keeps
 * only the keys that move the view. With several boards on the page, the keys are the one's
 * last pressed on or focused (`claimKeys`).
 */
export function bindPadShortcuts(pad: Sketchpad, readOnly = false): () => void {
  const claim = claimKeys(pad.view.viewport);
  const unbind = bindKeys(pad, readOnly, claim.owns);
  return () => {
    unbind();
    claim.release();
  };
}

function bindKeys(pad: Sketchpad, readOnly: boolean, mine: () => boolean): () => void {
  const state = () => pad.getState();
  const view = {
    zoomIn: () => pad.setZoom(pad.view.zoom * ZOOM_STEP),
    zoomOut: () => pad.setZoom(pad.view.zoom / ZOOM_STEP),
    fit: () => pad.resetView(),
    actualSize: () => pad.setZoom(1),
    rotateClockwise: () => pad.rotateView(ROTATE_STEP),
    rotateCounterClockwise: () => pad.rotateView(-ROTATE_STEP),
    help: () => pad.requestShortcutSheet(),
  };
  if (readOnly) return bindShortcuts(window, view, mine);
  return bindShortcuts(
    window,
    {
      ...view,
      undo: () => pad.undo(),
      redo: () => pad.redo(),
      // The text tool only where the page has a box to type in (it listens for text requests).
      pickTool: (tool) => (tool !== 'text' || pad.takesText()) && pad.setTool(tool),
      smaller: () => pad.setSize(state().size - sizeStep(state().size)),
      bigger: () => pad.setSize(state().size + sizeStep(state().size)),
      toggleSnap: () => pad.toggleSnap(),
      selectAll: (inBoard) => {
        // Elsewhere on the page Ctrl+A selects its text, unless a selection tool is out.
        if (!inBoard && !isSelectTool(state().tool)) return false;
        pad.selection.selectAll();
        return true;
      },
      deleteSelection: () => pad.selection.remove(),
      commitSelection: () => pad.selection.commit(),
      cancelSelection: () => {
        const had = pad.selection.active;
        pad.selection.cancel();
        return had;
      },
    },
    mine,
  );
}
