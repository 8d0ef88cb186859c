import type { BrushId, ShapeId } from '../core/catalog';
import { DEFAULT_BOARD } from '../core/doc/boardSize';
import { layerProps, type Layer, type LayerProps } from '../core/doc/document';
import type { Guide } from '../core/guides/guides';
import { DEFAULT_PRESSURE, type PressureSetting } from '../core/ink/pressure';
import { DEFAULT_SYMMETRY, type SymmetrySetting } from '../core/symmetry/symmetry';

export type Tool = 'draw' | 'erase' | 'shape' | 'fill' | 'eyedropper' | 'select' | 'lasso' | 'text';

/** The selection as the selection bar shows it: what it is, and whether it was moved yet. */
export interface SelectionInfo {
  kind: 'rect' | 'lasso' | 'picture';
  /** Moved, scaled, turned or flipped since it was made (a picture is always to place). */
  changed: boolean;
}

/** A layer as the panel shows it: its properties (blend, lock and clip too), not its pixels. */
export interface LayerInfo extends LayerProps {
  id: string;
}

export function layerInfo(layer: Layer): LayerInfo {
  return { id: layer.id, ...layerProps(layer) };
}

/** What the toolbar shows. Changes only on user actions and commits, never per pointer event. */
export interface SketchpadState {
  tool: Tool;
  brush: BrushId;
  /** Brushes strokes were drawn with, newest first: quick buttons under the brush picker. */
  recentBrushes: BrushId[];
  shape: ShapeId;
  shapeFilled: boolean;
  color: string;
  recentColors: string[];
  size: number;
  opacity: number;
  stabilizer: number;
  /** Pressure on or off, and its curve, for the strokes to come. */
  pressure: PressureSetting;
  /**
   * Whether a finger draws (when not, one finger pans and two pinch; a pen always draws). Null
   * until the artist chooses: a finger draws until a pen is first seen, which turns it off.
   */
  fingerDraws: boolean | null;
  /** Mirror or radial copies for every stroke, about the board's centre. */
  symmetry: SymmetrySetting;
  /** The document's guides, as the toolbar shows them (the engine's are the truth). */
  guides: readonly Guide[];
  /** The page fixed the guides (a drill's): they cannot be dragged, changed or undone. */
  guidesLocked: boolean;
  /** Strokes snap to the guides: to a vanishing point's line, an ellipse, a grid line. */
  snap: boolean;
  /** The page fixed snapping on or off: the key and the button leave it as it is. */
  snapLocked: boolean;
  /** The board's size in document units: 1000×500 unless a page or New chose another. */
  width: number;
  height: number;
  layers: LayerInfo[];
  activeLayer: string;
  canUndo: boolean;
  canRedo: boolean;
  /** Screen pixels per document unit: 1 is 100 %. */
  zoom: number;
  /** The view's turn, clockwise, in radians; the drawing itself is never turned. */
  rotation: number;
  hasReference: boolean;
  referenceVisible: boolean;
  /** The drawing came back from autosave after a reload or crash. */
  recovered: boolean;
  /** The selection on the board, or null. */
  selection: SelectionInfo | null;
  /** Something was copied on the sketchpad, ready to paste. */
  canPaste: boolean;
}

export const DEFAULT_COLOR = '#808080';
export const DEFAULT_SIZE = 5;
export const MIN_SIZE = 1;
/**
 * The widest brush, in document units. The spec's 1–50 ran out in the first hour (issue 32):
 * painters block in with brushes of hundreds of pixels, as in Krita and Procreate.
 */
export const MAX_SIZE = 500;
export const SWATCHES = [
  '#000000',
  '#808080',
  '#ffffff',
  '#e11d48',
  '#f97316',
  '#facc15',
  '#22c55e',
  '#14b8a6',
  '#3b82f6',
  '#6366f1',
  '#a855f7',
  '#92400e',
] as const;

export function initialState(): SketchpadState {
  return {
    tool: 'draw',
    brush: 'pen',
    recentBrushes: [],
    shape: 'rectangle',
    shapeFilled: false,
    color: DEFAULT_COLOR,
    recentColors: [],
    size: DEFAULT_SIZE,
    opacity: 1,
    stabilizer: 1,
    pressure: DEFAULT_PRESSURE,
    fingerDraws: null,
    symmetry: DEFAULT_SYMMETRY,
    guides: [],
    guidesLocked: false,
    snap: false,
    snapLocked: false,
    ...DEFAULT_BOARD,
    layers: [],
    activeLayer: 'layer-1',
    canUndo: false,
    canRedo: false,
    zoom: 1,
    rotation: 0,
    hasReference: false,
    referenceVisible: true,
    recovered: false,
    selection: null,
    canPaste: false,
  };
}

/**
 * The brush a stroke is drawn with now: the eraser with the Erase tool, and the pen if the
 * eraser was picked as a brush and Draw chosen after.
 */
export function strokeBrush({ tool, brush }: Pick<SketchpadState, 'tool' | 'brush'>): BrushId {
  return tool === 'erase' ? 'eraser' : brush === 'eraser' ? 'pen' : brush;
}

/** How many recent brushes and colours the panels keep. */
export const RECENT_BRUSHES = 5;
export const RECENT_COLORS = 8;

/** Keeps the last five brushes strokes were drawn with, newest first. */
export function rememberBrush(recent: readonly BrushId[], brush: BrushId): BrushId[] {
  return [brush, ...recent.filter((b) => b !== brush)].slice(0, RECENT_BRUSHES);
}

/** Keeps the last eight colours actually used, newest first. */
export function rememberColor(recent: readonly string[], color: string): string[] {
  return [color, ...recent.filter((c) => c !== color)].slice(0, RECENT_COLORS);
}

export const isSelectTool = (tool: string) => tool === 'select' || tool === 'lasso';
