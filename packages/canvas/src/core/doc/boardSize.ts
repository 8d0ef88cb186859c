import { MAX_LAYERS } from './document';

/** A board's size in document units (CSS pixels at 100 %, and the pixels of canvas.png). */
export interface BoardSize {
  width: number;
  height: number;
}

/** The board a sketchpad starts with: the spec's 1000×500. */
export const DEFAULT_BOARD: Readonly<BoardSize> = { width: 1000, height: 500 };

export const MIN_BOARD_SIDE = 16;
/** The longest side: also the largest picture the server keeps of a saved drawing. */
export const MAX_BOARD_SIDE = 4096;

/** Bytes of one raster pixel held for each layer: its RGBA in the engine, and again on screen. */
const BYTES_PER_LAYER_PIXEL = 4 * 2;
/** What a board's layers may take, all MAX_LAYERS of them: 1 GiB. */
const LAYER_MEMORY_BUDGET = 2 ** 30;

/**
 * The most raster pixels a board may have. Every layer is a full RGBA copy of the board in the
 * engine and another in its canvas on screen, so the sixteen layers an artist may make of a
 * 4096×4096 board would hold 2 GiB, past what a browser tab keeps alive on most machines (and
 * far past a phone's). Budgeting the layers at 1 GiB allows 8.4 million pixels: 4096×2048, or an
 * HD board at a 2× screen's resolution. Today's 1000×500 at 2× is a quarter of that.
 */
export const MAX_BOARD_PIXELS = LAYER_MEMORY_BUDGET / (BYTES_PER_LAYER_PIXEL * MAX_LAYERS);

const isSide = (n: number) => Number.isInteger(n) && n >= MIN_BOARD_SIDE && n <= MAX_BOARD_SIDE;

/** What is wrong with a size for a new board, or null: each side, then the whole. */
export function boardSizeProblem({ width, height }: BoardSize): 'width' | 'height' | 'area' | null {
  if (!isSide(width)) return 'width';
  if (!isSide(height)) return 'height';
  return width * height > MAX_BOARD_PIXELS ? 'area' : null;
}

/**
 * Raster pixels per document unit for a board: the screen's (`preferred`), or less where that
 * would pass MAX_BOARD_PIXELS. A board that large is zoomed out to be seen whole anyway.
 */
export function boardScale({ width, height }: BoardSize, preferred: number): number {
  let scale = Math.max(1, Math.round(preferred));
  while (scale > 1 && width * height * scale * scale > MAX_BOARD_PIXELS) scale--;
  return scale;
}
