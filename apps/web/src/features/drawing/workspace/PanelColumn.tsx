import { LayersPanel } from '../../../sketchpad/LayersPanel';
import type { PadProps } from '../../../sketchpad/Toolbar';
import type { TextTool } from '../text/useTextSettings';
import { SidePanel } from './SidePanel';

/**
 * The wide screen's column beside the board: the properties scroll on their own, and the
 * layers are docked under them, as in Krita or Photoshop, so they stay in view however long
 * the properties grow.
 */
export function PanelColumn({ pad, state, text, id }: PadProps & { text: TextTool; id: string }) {
  return (
    <aside
      id={id}
      aria-label="Brush, colour and layers"
      className="bg-base-100 border-base-300 order-4 flex w-80 shrink-0 flex-col border-l"
    >
      <div className="min-h-0 flex-1 touch-pan-y overflow-y-auto">
        <SidePanel pad={pad} state={state} text={text} />
      </div>
      <div className="border-base-300 max-h-[55%] shrink-0 touch-pan-y overflow-y-auto border-t p-3">
        <LayersPanel pad={pad} state={state} />
      </div>
    </aside>
  );
}
