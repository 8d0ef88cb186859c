import type { ReactNode } from 'react';
import { ExportControls, HistoryControls } from '../../../sketchpad/BoardActions';
import type { PadProps } from '../../../sketchpad/Toolbar';
import { FocusToggle } from './FocusToggle';
import { PanelToggle } from './PanelToggle';
import { ShortcutsHelp } from './ShortcutsHelp';

interface Props extends PadProps {
  /** The board's place in the account: the whole bar on a wide screen, Save alone on a phone. */
  saveBar: ReactNode;
  wide: boolean;
  panelOpen: boolean;
  panelId: string;
  onTogglePanel(): void;
  focused: boolean;
  onToggleFocus(): void;
}

/** One slim row above the board: the drawing's title and saving, history and export, focus. */
export function WorkspaceBar({
  pad,
  state,
  saveBar,
  wide,
  focused,
  onToggleFocus,
  ...panel
}: Props) {
  return (
    <div className="bg-base-100 border-base-300 flex items-center gap-x-4 border-b px-2 py-1.5 sm:px-3 xl:py-2">
      <h1 className="font-display text-lg font-semibold whitespace-nowrap max-xl:sr-only">
        Create a design
      </h1>
      {wide && <div className="min-w-0 flex-1">{saveBar}</div>}
      <div className="flex flex-1 items-center justify-between gap-x-1.5 sm:justify-end sm:gap-x-3 xl:flex-none">
        <HistoryControls pad={pad} state={state} caption={false} />
        <div className="flex items-center gap-x-1.5 sm:gap-x-3">
          <ExportControls pad={pad} state={state} caption={false} />
          {!wide && saveBar}
          {wide && (
            <>
              <ShortcutsHelp pad={pad} />
              <PanelToggle
                open={panel.panelOpen}
                panelId={panel.panelId}
                onToggle={panel.onTogglePanel}
                className="btn-sm px-2"
              />
            </>
          )}
          <FocusToggle focused={focused} onToggle={onToggleFocus} />
        </div>
      </div>
    </div>
  );
}
