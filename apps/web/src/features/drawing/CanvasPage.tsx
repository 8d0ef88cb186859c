import { useEffect, useId, useState } from 'react';
import { initialSketchpadState, type SketchpadOptions } from '@glossy/canvas';
import { matchesNow, useMediaQuery } from '../../lib/useMediaQuery';
import { firstBoard, UPRIGHT_PHONE } from './board/board-sizes';
import { useSession } from '../../lib/auth/session';
import { SaveBar } from './cloud/SaveBar';
import { useBoardOwner } from './cloud/useBoardOwner';
import { useCloudDrawing } from './cloud/useCloudDrawing';
import { useOpenRequested } from './cloud/useOpenRequested';
import { TextBox } from './text/TextBox';
import { useTextSettings } from './text/useTextSettings';
import { toolPreferences, useSketchpad } from '../../sketchpad/useSketchpad';
import { ZoomControls } from '../../sketchpad/ZoomControls';
import { useOfflineSketchpad } from '../../sketchpad/useOfflineSketchpad';
import { PanelColumn } from './workspace/PanelColumn';
import { PanelSheet } from './workspace/PanelSheet';
import { SelectionBar } from './workspace/SelectionBar';
import { SheetButtons, type Sheet } from './workspace/SheetButtons';
import { ToolRail } from './workspace/ToolRail';
import { useStudioFocus } from './workspace/useStudioFocus';
import { WorkspaceBar } from './workspace/WorkspaceBar';

const initial = initialSketchpadState();
const studioOptions: SketchpadOptions = {
  autosave: 'glossy-drawer-canvas',
  layout: 'fill',
  preferences: toolPreferences,
};

/**
 * The sketchpad as a studio filling the window under the navbar (or the whole window, in focus
 * mode): a slim bar on top, the tools in a rail, the board in the middle (the whole of it in
 * view on arrival), properties and docked layers in a column that folds away. On a phone or a
 * tablet, either way up, the tools, brush, colour and layers sit under the board, within a
 * thumb's reach, and the panels rise over it as sheets: a column would take a third of a
 * tablet's width from the board.
 */
export default function CanvasPage() {
  // Read once: a board turned with the phone would lose its strokes' places.
  const [studioBoard] = useState(() => ({
    ...studioOptions,
    ...firstBoard(matchesNow(UPRIGHT_PHONE)),
  }));
  const { hostRef, pad, state, restored } = useSketchpad(initial, studioBoard);
  useOfflineSketchpad();
  const session = useSession();
  useBoardOwner(pad, restored);
  const cloud = useCloudDrawing(pad);
  useOpenRequested(
    cloud.open,
    restored && session.ready && (!session.user || Boolean(session.token)),
  );
  const wide = useMediaQuery('(min-width: 1280px)', true);
  const [columnOpen, setColumnOpen] = useState(true);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const panelId = useId();
  const boardEmpty = () => pad?.isEmpty ?? true;
  const saveBar = { cloud, board: { width: state.width, height: state.height }, boardEmpty };
  const text = useTextSettings(state.tool === 'text');
  const sheetOpen = !wide && sheet !== null;
  const focus = useStudioFocus(() => sheetOpen);

  // The sheet covers the board: Escape puts it away, as a dialog would.
  useEffect(() => {
    if (!sheetOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSheet(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sheetOpen]);

  return (
    // No pinch or scroll of the page under a stroke: only the panels' own lists scroll.
    <div className="flex h-full min-h-0 touch-none flex-col">
      <title>Sketchpad | Glossy Drawer</title>
      <WorkspaceBar
        pad={pad}
        state={state}
        wide={wide}
        saveBar={<SaveBar {...saveBar} compact={wide} minimal={!wide} />}
        panelOpen={columnOpen}
        panelId={panelId}
        onTogglePanel={() => setColumnOpen(!columnOpen)}
        focused={focus.focused}
        onToggleFocus={focus.toggle}
      />
      <div className="relative flex min-h-0 flex-1 flex-col xl:flex-row">
        <div className="border-base-300 order-3 flex flex-wrap border-t xl:order-1 xl:border-t-0 xl:border-r">
          <ToolRail pad={pad} state={state} className="flex-[1_1_20rem] xl:flex-none" />
          {!wide && <SheetButtons state={state} open={sheet} sheetId={panelId} onOpen={setSheet} />}
        </div>
        <div className="bg-base-300/60 relative order-2 min-h-0 min-w-0 flex-1">
          <div
            ref={hostRef}
            className="board-place absolute inset-0 [&>[data-board]]:focus-visible:outline-2 [&>[data-board]]:focus-visible:-outline-offset-2 [&>[data-board]]:focus-visible:outline-primary"
          />
          <p
            role="status"
            className="bg-base-100/90 pointer-events-none absolute top-3 left-1/2 -translate-x-1/2 rounded-full px-3 text-sm empty:hidden"
          >
            {state.recovered ? 'Your last drawing was restored.' : ''}
          </p>
          <SelectionBar pad={pad} state={state} />
          <TextBox pad={pad} state={state} text={text} />
          <div className="bg-base-100/90 rounded-box border-base-300 absolute right-3 bottom-3 border p-1 shadow-sm">
            <ZoomControls pad={pad} state={state} full />
          </div>
          {sheetOpen && (
            <PanelSheet
              pad={pad}
              state={state}
              sheet={sheet}
              id={panelId}
              text={text}
              saveBar={<SaveBar {...saveBar} />}
              onClose={() => setSheet(null)}
            />
          )}
        </div>
        {wide && columnOpen && <PanelColumn pad={pad} state={state} text={text} id={panelId} />}
      </div>
    </div>
  );
}
