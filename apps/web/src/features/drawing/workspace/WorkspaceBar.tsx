import type { ReactNode } from 'react';
import { ExportControls, HistoryControls } from '../../../sketchpad/BoardActions';
import type { PadProps } from '../../../sketchpad/Toolbar';
import { PanelToggle } from './PanelToggle';
import { ShortcutsHelp } from './ShortcutsHelp';

interface Props extends PadProps {
  /** The board's place in the account (title, Save), where the bar has room for it. */
  saveBar: ReactNode;
  panelOpen: boolean;
  panelId: string;
  onTogglePanel(): void;
}

/** One slim row above the board: the drawing's title and saving, history and export. */
export function WorkspaceBar({ pad, state, saveBar, panelOpen, panelId, onTogglePanel }: Props) {
  return (
    <div className="bg-base-100 border-base-300 flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-2 py-2 sm:px-3">
      <h1 className="font-display text-lg font-semibold whitespace-nowrap max-xl:sr-only">
        Create a design
      </h1>
      <div className="hidden min-w-0 flex-1 lg:block">{saveBar}</div>
      <div className="flex flex-1 flex-wrap items-center justify-between gap-x-2 gap-y-2 sm:justify-end sm:gap-x-3 lg:flex-none">
        <HistoryControls pad={pad} state={state} caption={false} />
        <ExportControls pad={pad} state={state} caption={false} />
        <div className="hidden items-center gap-2 lg:flex">
          <ShortcutsHelp pad={pad} />
          <PanelToggle
            open={panelOpen}
            panelId={panelId}
            onToggle={onTogglePanel}
            className="btn-sm px-2"
          />
        </div>
      </div>
    </div>
  );
}
