import { initialSketchpadState } from '@glossy/canvas';
import { useSession } from '../accounts/session';
import { SaveBar } from './cloud/SaveBar';
import { useCloudDrawing } from './cloud/useCloudDrawing';
import { useOpenRequested } from './cloud/useOpenRequested';
import { BrushSettings } from './BrushSettings';
import { LayersPanel } from './LayersPanel';
import { Toolbar } from './Toolbar';
import { useSketchpad } from './useSketchpad';
import { ZoomControls } from './ZoomControls';
import { boardFrame } from './board-frame';

const initial = initialSketchpadState();

export default function CanvasPage() {
  const { hostRef, pad, state, restored } = useSketchpad(initial);
  const session = useSession();
  const cloud = useCloudDrawing(pad);
  useOpenRequested(
    cloud.open,
    restored && session.ready && (!session.user || Boolean(session.token)),
  );

  return (
    <div className="container-page py-6 sm:py-10">
      <title>Sketchpad | Glossy Drawer</title>
      <header className="mb-5 flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
        <div>
          <p className="eyebrow mb-1">Sketchpad</p>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">Create a design</h1>
        </div>
        <p className="text-base-content/70 text-sm sm:hidden">
          Draw with your finger or a pen; with a pen, fingers pan and pinch to zoom.
        </p>
        <p className="text-base-content/70 hidden max-w-xl text-sm sm:block">
          Draw with a mouse, a pen or your finger. Shortcuts: Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y
          redo, B draw, E erase, [ and ] brush width, Shift for squares, circles and 45° lines. With
          a pen, fingers pan and pinch to zoom.
        </p>
      </header>

      <div className="mb-4">
        <SaveBar cloud={cloud} boardEmpty={() => pad?.isEmpty ?? true} />
      </div>

      {/* On phones the board comes right after the tools; brush settings and layers follow. */}
      <div className="grid gap-4 sm:gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="order-1 xl:col-span-2">
          <Toolbar pad={pad} state={state} />
        </div>
        <div className="order-3 lg:order-2 xl:col-span-2">
          <BrushSettings pad={pad} state={state} />
        </div>
        <div className="order-2 min-w-0 lg:order-3">
          <div ref={hostRef} className={`${boardFrame} board-place`} />
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-base-content/70 min-h-5 text-sm">
              {state.recovered ? 'Your last drawing was restored.' : ''}
            </p>
            <ZoomControls pad={pad} state={state} />
          </div>
        </div>
        <div className="order-4 xl:self-start">
          <LayersPanel pad={pad} state={state} />
        </div>
      </div>
    </div>
  );
}
