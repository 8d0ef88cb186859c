import type { BrushId, ShapeId } from '../core/catalog';
import type { StrokeLog } from '../core/log/format';
import { Engine } from '../core/engine/engine';
import { boardScale, boardSizeProblem, DEFAULT_BOARD, type BoardSize } from '../core/doc/boardSize';
import { parseLog } from '../core/log/parse';
import { replay } from '../core/log/replay';
import type { PressureSetting } from '../core/ink/pressure';
import { symmetryOf, type SymmetrySetting } from '../core/symmetry/symmetry';
import { guidesProblem, sameGuides, type Guide } from '../core/guides/guides';
import type { Point } from '../core/select/handles';
import { Autosave, engineFrom } from '../editor/autosave';
import { openIndexedDbDrawings } from './indexedDbDrawings';
import { LayerControls } from './layers';
import { PadLive, type LiveAction, type LiveResult } from './live';
import { downloadImageOf, downloadLogOf, downloadPsdOf } from './drawingFiles';
import { downloadBlob, toPngBlob, type ImageFormat } from './png';
import { PointerInput } from './pointer';
import { SelectionController } from './selection';
import { bindSelectionEvents } from './selectionEvents';
import { bindPadShortcuts } from './padShortcuts';
import { SymmetryGuide } from './symmetryGuide';
import { GuideOverlay } from './guideOverlay';
import {
  readToolPreferences,
  touchesToolPreferences,
  writeToolPreferences,
} from '../editor/toolPreferences';
import { pageStorage } from './pageStorage';
import { initialState, layerInfo, type SketchpadState, type Tool } from '../editor/state';
import { ToolRouter } from '../editor/toolRouter';
import { settings } from '../editor/settings';
import type { SketchpadOptions } from './sketchpadOptions';
import { BoardView } from './view';

export type { SketchpadOptions };

/** What the board is called to a screen reader, unless the page names it. */
const boardLabel = ({ width, height }: BoardSize) => `Drawing board, ${width} by ${height} pixels`;

/**
 * The sketchpad in a page: engine + view + input + shortcuts + autosave, and a small store a
 * UI can subscribe to. Pointer events go straight from input to engine to view; the store only
 * changes when something the toolbar shows changes.
 */
export class Sketchpad {
  engine: Engine;
  readonly view: BoardView;
  readonly layers: LayerControls;
  /** Select, lasso, move, copy and paste; pictures brought in as layers. */
  readonly selection: SelectionController;
  private readonly input: PointerInput;
  private readonly tools: ToolRouter;
  private readonly guide: SymmetryGuide;
  private readonly guideOverlay: GuideOverlay;
  /** Guides being dragged, shown instead of the document's until the drop. */
  private guidePreview: readonly Guide[] | null = null;
  /** The zoom the guides' handles were last drawn for. */
  private guideZoom = 0;
  private state: SketchpadState = initialState();
  private readonly listeners = new Set<() => void>();
  private readonly disposers: (() => void)[] = [];
  /** Null until restore() opened it, and always null with `autosave: null`. */
  autosave: Autosave | null = null;
  private unsubscribeEngine: (() => void) | null = null;
  private readonly changeListeners = new Set<() => void>();
  private readonly textRequests = new Set<(point: Point) => void>();
  private readonly sheetRequests = new Set<() => void>();
  private readonly storageListeners = new Set<(err: unknown) => void>();
  private storageProblem: unknown = null;
  private readonly live: PadLive;
  /** Raster pixels per document unit the screen asks for; a large board may get fewer. */
  private readonly screenScale: number;

  constructor(
    host: HTMLElement,
    private readonly o: SketchpadOptions = {},
  ) {
    if (o.preferences)
      this.state = { ...this.state, ...readToolPreferences(pageStorage(), o.preferences) };
    this.screenScale = o.scale ?? Math.min(2, Math.ceil(globalThis.devicePixelRatio || 1));
    const board = {
      width: o.width ?? DEFAULT_BOARD.width,
      height: o.height ?? DEFAULT_BOARD.height,
    };
    this.engine = new Engine({ ...board, scale: boardScale(board, this.screenScale) });
    this.view = new BoardView(host, o.label ?? boardLabel(board), o.layout);
    this.guide = new SymmetryGuide(this.view.stage);
    this.guideOverlay = new GuideOverlay(this.view.stage);
    this.disposers.push(
      this.view.onChange(() => {
        const { zoom, rotation } = this.view;
        if (zoom !== this.state.zoom || rotation !== this.state.rotation) {
          this.set({ zoom, rotation });
        }
        // Handles keep their size on screen: drawn again when the zoom changes, not on a pan.
        if (zoom !== this.guideZoom) this.showGuides();
      }),
    );
    this.layers = new LayerControls(this);
    this.selection = new SelectionController(this);
    this.tools = new ToolRouter(this);
    this.input = new PointerInput(
      this.view.viewport,
      (x, y) => this.view.toDocument(x, y),
      this.tools,
      {
        viewOnly: o.readOnly,
        fingerDraws: () => this.state.fingerDraws !== false,
        // Palm rejection: an artist with a pen rests a hand on the board, unless they chose otherwise.
        onPen: () => {
          if (this.state.fingerDraws === null) this.set({ fingerDraws: false });
        },
        onTap: (fingers) => {
          if (fingers === 2) this.undo();
          else if (fingers === 3) this.redo();
        },
      },
    );
    this.disposers.push(bindPadShortcuts(this, o.readOnly));
    if (!o.readOnly) {
      this.disposers.push(bindSelectionEvents(window, this.view.viewport, this.selection));
    }
    this.live = new PadLive(this);
    this.load(this.engine);
  }

  /** Opens autosave and brings back a drawing saved before a reload or crash. */
  async restore(): Promise<void> {
    if (this.o.autosave === null) return;
    const drawings = await openIndexedDbDrawings(this.o.autosave);
    if (!drawings) {
      // A browser with IndexedDB that refuses it (storage blocked, a private window) keeps nothing.
      if (typeof indexedDB !== 'undefined')
        this.storageFailed(new DOMException('IndexedDB refused', 'InvalidStateError'));
      return;
    }
    const store = new Autosave(drawings, (err) => this.storageFailed(err));
    this.autosave = store;
    const saved = await store.load().catch(() => null);
    if (saved && (saved.ops.length > 0 || this.blankOfAnotherSize(saved))) {
      this.load(engineFrom(saved));
      if (saved.ops.length > 0) this.set({ recovered: true });
    }
    const reference = await store.loadReference().catch(() => null);
    if (reference) await this.layers.setReference(reference, { save: false });
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getState = (): SketchpadState => this.state;

  set(patch: Partial<SketchpadState>): void {
    this.state = { ...this.state, ...patch };
    if (this.o.preferences && touchesToolPreferences(patch)) {
      writeToolPreferences(pageStorage(), this.o.preferences, this.state);
    }
    for (const fn of this.listeners) fn();
  }

  setTool = (tool: Tool) => this.set({ tool });
  setBrush = (brush: BrushId) => this.set(settings.brush(brush));
  setShape = (shape: ShapeId) => this.set(settings.shape(shape));
  setColor = (color: string) => this.set({ color });
  setSize = (size: number) => this.set(settings.size(size));
  /** Pressure on or off, and its curve, for the strokes to come (each records its own). */
  setPressure = (pressure: PressureSetting) => this.set(settings.pressure(pressure));
  /** Whether a finger draws; when not, it pans and pinches (a pen always draws). */
  setFingerDraws = (fingerDraws: boolean) => this.set({ fingerDraws });

  /** Mirror or radial copies for the strokes to come, with their guide on the board. */
  setSymmetry(symmetry: SymmetrySetting): void {
    this.set(settings.symmetry(symmetry));
    this.showGuide();
  }

  undo(): void {
    if (this.endInteraction()) return;
    if (this.guidesHeld(this.engine.history.lastApplied())) return;
    this.engine.undo();
  }

  redo(): void {
    if (this.endInteraction()) return;
    if (this.guidesHeld(this.engine.history.nextRedo())) return;
    this.engine.redo();
  }

  /**
   * The guides on the board: the document's (saved and replayed with it), or, while a handle is
   * dragged, where they are being dragged to.
   */
  get guides(): readonly Guide[] {
    return this.guidePreview ?? this.engine.doc.guides;
  }

  /**
   * Puts `guides` on the board, in the document: one step to undo (none when they are already
   * there). `locked`: the page fixes them (a drill's guides): no handle drags them, and undo and
   * redo stop at them rather than change them, until the page sets guides again unlocked.
   * Throws on guides the log could not hold (see `guidesProblem`).
   */
  setGuides(guides: readonly Guide[], { locked = false }: { locked?: boolean } = {}): void {
    const problem = guidesProblem(guides);
    if (problem) throw new Error(`Bad guides: ${problem}`);
    this.endInteraction();
    if (!sameGuides(guides, this.engine.doc.guides)) {
      this.engine.apply({ t: 'guides', guides: structuredClone([...guides]) });
    }
    if (locked !== this.state.guidesLocked) {
      this.set({ guidesLocked: locked });
      this.syncFromEngine();
      this.showGuides();
    }
  }

  /**
   * Whether strokes snap to the guides. `locked`: the page fixes it (a drill that wants lines
   * drawn by hand), and the key and the button leave it be until the page sets it again.
   */
  setSnap(on: boolean, { locked = false }: { locked?: boolean } = {}): void {
    this.set({ snap: on, snapLocked: locked });
  }

  /** The snap key and button: on ↔ off, unless the page fixed it. */
  toggleSnap(): void {
    if (this.state.snapLocked) return;
    this.set({ snap: !this.state.snap });
  }

  /** The tool router's preview of guides being dragged; null puts the document's back. */
  previewGuides(guides: readonly Guide[] | null): void {
    this.guidePreview = guides;
    this.showGuides();
  }

  clear(): void {
    this.endInteraction();
    this.engine.apply({ t: 'clear' });
  }

  /** Zooms to `zoom` (1 = 100 %) about a client point, the board's centre by default. */
  setZoom(zoom: number, clientX?: number, clientY?: number): void {
    const centre = this.view.centre();
    this.tools.gesture(0, 0, zoom / this.view.zoom, clientX ?? centre.x, clientY ?? centre.y);
  }

  /** Turns the view by `degrees` (clockwise) about the board's centre; the drawing is unchanged. */
  rotateView(degrees: number): void {
    const centre = this.view.centre();
    this.tools.gesture(0, 0, 1, centre.x, centre.y, (degrees * Math.PI) / 180);
  }

  /** The whole board in view and upright ('fit'). */
  resetView(): void {
    this.view.fit();
  }

  async downloadPng(filename = 'canvas.png'): Promise<void> {
    downloadBlob(await this.picture(), filename);
  }

  /** The flattened drawing as PNG (the spec's canvas.png), JPEG or WebP. */
  downloadImage = (format: ImageFormat) => downloadImageOf(this.engine, format);
  /** The drawing with its layers, for Photoshop, Krita, GIMP or Photopea. */
  downloadPsd = (filename?: string) => downloadPsdOf(this.engine, filename);
  downloadLog = (filename?: string) => downloadLogOf(this.engine, filename);

  async importLog(file: Blob): Promise<void> {
    this.openLog(parseLog(await file.text()));
  }

  /** Puts a drawing on the board (one opened from the account), replacing what was there. */
  openLog(log: StrokeLog): void {
    this.endInteraction();
    this.load(replay(log));
    this.saveNow();
  }

  /**
   * A blank board with an empty history: of `size` (each side MIN_BOARD_SIDE..MAX_BOARD_SIDE,
   * within MAX_BOARD_PIXELS; throws otherwise), or of the same size as now.
   */
  newDrawing(size?: BoardSize): void {
    const problem = size && boardSizeProblem(size);
    if (problem) throw new Error(`Bad board size: ${problem}`);
    this.endInteraction();
    const { doc } = this.engine;
    const { guides } = doc;
    const engine = size
      ? new Engine({ ...size, scale: boardScale(size, this.screenScale) })
      : new Engine({ width: doc.width, height: doc.height, scale: doc.scale });
    // Guides the page fixed belong to the board, not to the drawing: they stay.
    if (this.state.guidesLocked && guides.length > 0)
      engine.apply({ t: 'guides', guides: [...guides] });
    this.load(engine);
    this.saveNow();
    this.set({ recovered: false });
  }

  get isEmpty(): boolean {
    return this.engine.history.applied().length === 0;
  }

  /** The flattened drawing as a PNG, at the page's size (what My drawings and the feed show). */
  picture(): Promise<Blob> {
    return toPngBlob(this.engine.flatten());
  }

  /**
   * Calls `fn` with the document point where the text tool was pressed. The page edits the text
   * in a box of its own there (fonts are the page's to load) and places it, rasterized, with
   * `selection.placePicture`: from then on it is ink like any other, and the log needs no font.
   */
  onTextRequest(fn: (point: Point) => void): () => void {
    this.textRequests.add(fn);
    return () => this.textRequests.delete(fn);
  }

  /** The text tool was pressed at `point` (the tool router's call). */
  requestText(point: Point): void {
    for (const fn of this.textRequests) fn(point);
  }

  /** Whether the page edits text for the text tool (see onTextRequest). */
  takesText(): boolean {
    return this.textRequests.size > 0;
  }

  /** Calls `fn` when '?' asks for the sheet of the sketchpad's keys, which the page shows. */
  /**
   * Hears when the board cannot be kept on the device (full, or refused), at once if it already
   * could not: the page tells the artist to save or download it.
   */
  onStorageProblem(fn: (err: unknown) => void): () => void {
    this.storageListeners.add(fn);
    if (this.storageProblem !== null) fn(this.storageProblem);
    return () => this.storageListeners.delete(fn);
  }

  private storageFailed(err: unknown): void {
    this.storageProblem = err;
    for (const fn of this.storageListeners) fn(err);
  }

  onShortcutSheet(fn: () => void): () => void {
    this.sheetRequests.add(fn);
    return () => this.sheetRequests.delete(fn);
  }

  requestShortcutSheet(): void {
    for (const fn of this.sheetRequests) fn();
  }

  /**
   * Calls `fn` whenever the drawing itself changes (a mark, an undo, a layer change), whichever
   * engine is loaded: what a save to the account listens to. Tool or colour changes do not count.
   */
  subscribeChanges(fn: () => void): () => void {
    this.changeListeners.add(fn);
    return () => this.changeListeners.delete(fn);
  }

  /** Draws a live room's action as this board's pointer would have (dom/live.ts). */
  applyLive = (a: LiveAction): LiveResult => this.live.apply(a);
  /** Tells `send` what is drawn here, once an animation frame; returns what stops it. */
  broadcast = (send: (a: LiveAction) => void): (() => void) => this.live.broadcast(send);

  /** Puts a live room's board (snapshot bytes) here, keeping the view; returns its sequence. */
  loadSnapshot = (bytes: Uint8Array): number => this.live.loadSnapshot(bytes);

  destroy(): void {
    this.live.dispose();
    this.endInteraction();
    this.input.destroy();
    this.selection.destroy();
    for (const d of this.disposers) d();
    this.unsubscribeEngine?.();
    this.view.destroy();
    this.autosave?.close();
  }

  /** Swaps in an engine (after recovery or import) and re-syncs everything that shows it. */
  load(engine: Engine, { keepView = false }: { keepView?: boolean } = {}): void {
    this.engine = engine;
    if (this.o.label === undefined) this.view.setLabel(boardLabel(engine.doc));
    this.view.attach(engine, keepView);
    this.selection.attach(engine);
    this.live.attach(engine);
    this.unsubscribeEngine?.();
    this.unsubscribeEngine = engine.subscribe((e) => {
      if (e.type === 'history') {
        this.syncFromEngine();
        this.saveNow();
        for (const fn of this.changeListeners) fn();
      } else if (e.type === 'layers') this.syncFromEngine();
      else if (e.type === 'guides') this.showGuides();
    });
    this.syncFromEngine();
    this.showGuide(); // a drawing opened from a file may be another size: its centre moved
    this.showGuides();
  }

  syncFromEngine(): void {
    const { doc } = this.engine;
    const layers = doc.layers.map(layerInfo);
    const active = doc.layer(this.state.activeLayer)
      ? this.state.activeLayer
      : (layers.at(-1)?.id ?? 'layer-1');
    this.set({
      layers,
      activeLayer: active,
      guides: doc.guides,
      width: doc.width,
      height: doc.height,
      canUndo: this.engine.canUndo && !this.guidesHeld(this.engine.history.lastApplied()),
      canRedo: this.engine.canRedo && !this.guidesHeld(this.engine.history.nextRedo()),
      zoom: this.view.zoom,
      rotation: this.view.rotation,
    });
  }

  private saveNow(): void {
    const { doc, history } = this.engine;
    void this.autosave?.save(
      { width: doc.width, height: doc.height, scale: doc.scale, background: doc.background },
      [...history.applied(), ...history.redoTail()],
      history.cursor,
    );
  }

  /** Ends what the pointer was doing; true when a moved selection was put back (that is an undo). */
  private endInteraction(): boolean {
    this.tools.cancel();
    return this.selection.cancel();
  }

  /**
   * A blank board saved at another size than the page's: New made it, and a reload keeps it
   * (a board with strokes comes back anyway). A size no New could make is not believed.
   */
  private blankOfAnotherSize(saved: BoardSize): boolean {
    const { width, height } = this.engine.doc;
    return !boardSizeProblem(saved) && (saved.width !== width || saved.height !== height);
  }

  /** Undo and redo stop at a change of guides while the page holds them fixed. */
  private guidesHeld(op: { t: string } | null): boolean {
    return this.state.guidesLocked && op?.t === 'guides';
  }

  private showGuides(): void {
    const { width, height } = this.engine.doc;
    this.guideZoom = this.view.zoom;
    this.guideOverlay.show(this.guides, width, height, this.view.zoom, {
      handles: !this.state.guidesLocked && !this.o.readOnly,
    });
  }

  private showGuide(): void {
    const { width, height } = this.engine.doc;
    this.guide.show(symmetryOf(this.state.symmetry, width, height), width, height);
  }
}
