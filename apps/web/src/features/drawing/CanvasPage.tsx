import { useEffect, useId, useState } from 'react';
import { initialSketchpadState, type SketchpadOptions } from '@glossy/canvas';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useSession } from '../../lib/auth/session';
import { SaveBar } from './cloud/SaveBar';
import { useCloudDrawing } from './cloud/useCloudDrawing';
import { useOpenRequested } from './cloud/useOpenRequested';
import { TextBox } from './text/TextBox';
import { useTextSettings } from './text/useTextSettings';
import { toolPreferences, useSketchpad } from '../../sketchpad/useSketchpad';
import { ZoomControls } from '../../sketchpad/ZoomControls';
import { useOfflineSketchpad } from '../../sketchpad/useOfflineSketchpad';
import { PanelToggle } from './workspace/PanelToggle';
import { SelectionBar } from './workspace/SelectionBar';
import { SidePanel } from './workspace/SidePanel';
import { ToolRail } from './workspace/ToolRail';
import { WorkspaceBar } from './workspace/WorkspaceBar';

const initial = initialSketchpadState();
const studioBoard: SketchpadOptions = {
  autosave: 'glossy-drawer-canvas',
  layout: 'fill',
  preferences: toolPreferences,
};

/**
 * The sketchpad as a studio filling the window under the navbar: a slim bar on top, the tools
 * in a rail, the board in the middle (the whole of it in view on arrival), properties and layers
 * in a panel that folds away. On a phone the tools sit under the board, within a thumb's reach,
 * and the panel is a sheet over it.
 */
export default function CanvasPage() {
  const { hostRef, pad, state, restored } = useSketchpad(initial, studioBoard);
  useOfflineSketchpad();
  const session = useSession();
  const cloud = useCloudDrawing(pad);
  useOpenRequested(
    cloud.open,
    restored && session.ready && (!session.user || Boolean(session.token)),
  );
  const wide = useMediaQuery('(min-width: 1024px)', true);
  const [panelChoice, setPanelChoice] = useState<boolean | null>(null);
  const panelOpen = panelChoice ?? wide;
  const panelId = useId();
  const boardEmpty = () => pad?.isEmpty ?? true;
  const saveBar = { cloud, board: { width: state.width, height: state.height }, boardEmpty };
  const text = useTextSettings(state.tool === 'text');

  // The sheet covers the board on a phone: Escape puts it away, as a dialog would.
  useEffect(() => {
    if (wide || !panelOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setPanelChoice(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wide, panelOpen]);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <title>Sketchpad | Glossy Drawer</title>
      <WorkspaceBar
        pad={pad}
        state={state}
        saveBar={wide ? <SaveBar {...saveBar} compact /> : null}
        panelOpen={panelOpen}
        panelId={panelId}
        onTogglePanel={() => setPanelChoice(!panelOpen)}
      />
      <div className="relative flex min-h-0 flex-1 flex-col lg:flex-row">
        <ToolRail
          pad={pad}
          state={state}
          className="order-3 border-t lg:order-1 lg:border-t-0 lg:border-r"
        >
          <PanelToggle
            open={panelOpen}
            panelId={panelId}
            onToggle={() => setPanelChoice(!panelOpen)}
            className="h-auto min-h-11 min-w-14 flex-1 flex-col gap-0.5 px-1 py-1.5 text-[0.6875rem] leading-tight font-medium lg:hidden"
          />
        </ToolRail>
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
        </div>
        {panelOpen && (
          <aside
            id={panelId}
            aria-label="Brush, colour and layers"
            className="bg-base-100 border-base-300 order-4 overflow-y-auto max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:max-h-[70dvh] max-lg:rounded-t-2xl max-lg:border-t max-lg:shadow-2xl lg:w-80 lg:shrink-0 lg:border-l"
          >
            {!wide && (
              <div className="border-base-300 bg-base-100 sticky top-0 z-10 flex items-start gap-3 border-b p-3">
                <div className="min-w-0 flex-1">
                  <SaveBar {...saveBar} />
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-ghost"
                  onClick={() => setPanelChoice(false)}
                >
                  Done
                </button>
              </div>
            )}
            <SidePanel
              pad={pad}
              state={state}
              text={text}
              // On a phone the sheet covers the board: it makes way for the piece to be placed.
              onPlaced={wide ? undefined : () => setPanelChoice(false)}
            />
          </aside>
        )}
      </div>
    </div>
  );
}
