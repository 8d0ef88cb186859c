import type { BrushId, ShapeId } from '../catalog';

export type Tool = 'draw' | 'erase' | 'shape' | 'fill' | 'eyedropper';

export interface LayerInfo {
  id: string;
  name: string;
  visible: boolean;
  opacity: number;
}

/** What the toolbar shows. Changes only on user actions and commits, never per pointer event. */
export interface SketchpadState {
  tool: Tool;
  brush: BrushId;
  shape: ShapeId;
  shapeFilled: boolean;
  color: string;
  recentColors: string[];
  size: number;
  opacity: number;
  stabilizer: number;
  layers: LayerInfo[];
  activeLayer: string;
  canUndo: boolean;
  canRedo: boolean;
  zoom: number;
  hasReference: boolean;
  referenceVisible: boolean;
  /** The drawing came back from autosave after a reload or crash. */
  recovered: boolean;
}

export const DEFAULT_COLOR = '#808080';
export const DEFAULT_SIZE = 5;
export const MIN_SIZE = 1;
export const MAX_SIZE = 50;
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
    shape: 'rectangle',
    shapeFilled: false,
    color: DEFAULT_COLOR,
    recentColors: [],
    size: DEFAULT_SIZE,
    opacity: 1,
    stabilizer: 1,
    layers: [],
    activeLayer: 'layer-1',
    canUndo: false,
    canRedo: false,
    zoom: 1,
    hasReference: false,
    referenceVisible: true,
    recovered: false,
  };
}

/** Keeps the last eight colours actually used, newest first. */
export function rememberColor(recent: readonly string[], color: string): string[] {
  return [color, ...recent.filter((c) => c !== color)].slice(0, 8);
}
