import type { Engine } from '../core/engine/engine';
import type { PressureSource } from '../core/doc/ops';
import type { Guide } from '../core/guides/guides';
import type { Sample } from '../core/ink/sample';
import type { Rect } from '../core/raster/rect';
import type { Point } from '../core/select/handles';
import type { SketchpadState } from './state';
import type { TailInk } from './tail';
import type { ViewTransform } from './viewTransform';

/** What a press says beyond where it is: a pen or a finger reaches handles differently. */
export interface PressFacts {
  pointerType: string;
  altKey: boolean;
}

/** What tools receive from the input layer (dom/pointer.ts in a browser, a test in Node). */
export interface PointerHandlers {
  /** A drawing contact began at a document point. */
  down(sample: Sample, pressure: PressureSource, press?: PressFacts): void;
  /** Every coalesced sample since the last call, in order; `constrain` = Shift is held. */
  move(samples: Sample[], constrain: boolean): void;
  /**
   * Where the browser predicts the pointer will be by the next frame: shown as the stroke's
   * tail until the next samples replace it, never part of the stroke. Empty: no tail.
   */
  predict?(samples: Sample[]): void;
  /** The stroke ends (lifted, or left the board). */
  up(): void;
  /** The stroke is abandoned (pointercancel, or a second finger turned it into a gesture). */
  cancel(): void;
  /**
   * Pan by client pixels, zoom by a factor and turn by an angle (radians) around a client point.
   */
  gesture(
    dx: number,
    dy: number,
    factor: number,
    clientX: number,
    clientY: number,
    angle?: number,
  ): void;
}

/** The selection's own handling of a press, drag and release (dom/selectionPointer.ts). */
export interface SelectionInput {
  down(sample: Sample, press?: PressFacts): void;
  move(samples: Sample[], constrain: boolean): void;
  up(): void;
  cancel(): void;
}

/** The part of the board the tools drive: its transform and the live preview of a stroke. */
export interface EditorView {
  readonly zoom: number;
  readonly transform: ViewTransform;
  setTransform(next: ViewTransform): void;
  showPreview(rect: Rect | null): void;
  /** Shows the live tail of a stroke, or takes it away (null). */
  showTail?(tail: TailInk | null): void;
  /** Where the board's top-left corner is in client pixels (gestures arrive in those). */
  origin(): { left: number; top: number };
}

/** What the router drives: the sketchpad (passed in, so neither file imports the other). */
export interface ToolHost {
  readonly engine: Engine;
  readonly view: EditorView;
  readonly selection: {
    readonly pointer: SelectionInput;
  };
  getState(): SketchpadState;
  set(patch: Partial<SketchpadState>): void;
  /** The text tool was pressed at a document point: the page opens its text box there. */
  requestText(point: Point): void;
  /**
   * Shows guides being dragged (not yet in the document), or, with null, the document's again.
   * A host without it shows nothing while a handle is dragged; the drop is applied all the same.
   */
  previewGuides?(guides: readonly Guide[] | null): void;
}
