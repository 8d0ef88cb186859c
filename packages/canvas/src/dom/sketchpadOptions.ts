import type { BoardLayout } from './view';

/** How a page sets up its sketchpad. */
export interface SketchpadOptions {
  width?: number;
  height?: number;
  label?: string;
  /** IndexedDB database name; null turns autosave off. */
  autosave?: string | null;
  /** 'fill': a workspace around the board that fills the host (the /canvas page). */
  layout?: BoardLayout;
  /** localStorage key under which brush, colour, size and the like outlast the visit; off if unset. */
  preferences?: string;
  /** Raster pixels per document unit; the device's pixel ratio (up to 2) if unset. */
  scale?: number;
  /** The board can only be looked at: pan and zoom, no marks and no editing keys. */
  readOnly?: boolean;
}
