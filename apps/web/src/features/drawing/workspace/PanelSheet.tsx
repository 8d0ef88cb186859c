import type { ReactNode } from 'react';
import { LayersPanel } from '../../../sketchpad/LayersPanel';
import type { PadProps } from '../../../sketchpad/Toolbar';
import type { TextTool } from '../text/useTextSettings';
import type { Sheet } from './SheetButtons';
import { SidePanel } from './SidePanel';

// Not the controls' own names ('Colour' is the colour field's).
const names: Record<Sheet, string> = {
  brush: 'Brush panel',
  colour: 'Colour panel',
  layers: 'Layers panel',
  all: 'Brush, colour and layers',
};

interface Props extends PadProps {
  sheet: Sheet;
  id: string;
  text: TextTool;
  /** The drawing's title and saving, at the head of the sheet of every panel. */
  saveBar: ReactNode;
  onClose(): void;
}

/**
 * A phone's or a tablet's panels: a sheet rising over the board from the bar, which stays in
 * reach under it to switch sheets or tools. One part (brush, colour, layers) makes a short
 * sheet that leaves most of the board in sight; 'all' holds every panel, and the saving.
 */
export function PanelSheet({ pad, state, sheet, id, text, saveBar, onClose }: Props) {
  const all = sheet === 'all';
  return (
    <aside
      id={id}
      aria-label={names[sheet]}
      className="bg-base-100 border-base-300 absolute inset-x-0 bottom-0 z-30 max-h-[calc(100%-1rem)] touch-pan-y overflow-y-auto overscroll-contain rounded-t-2xl border-t shadow-2xl"
    >
      <div className="border-base-300 bg-base-100 sticky top-0 z-10 flex items-start gap-3 border-b p-3 py-2">
        <div className="min-w-0 flex-1">{all && saveBar}</div>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onClose}>
          Done
        </button>
      </div>
      {all ? (
        <>
          {/* On a phone the sheet covers the board: it makes way for the piece to be placed. */}
          <SidePanel pad={pad} state={state} text={text} onPlaced={onClose} />
          <div className="p-3">
            <LayersPanel pad={pad} state={state} />
          </div>
        </>
      ) : (
        <SidePanel pad={pad} state={state} text={text} only={sheet} />
      )}
    </aside>
  );
}
