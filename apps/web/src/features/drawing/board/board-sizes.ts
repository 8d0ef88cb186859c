import {
  boardSizeProblem,
  DEFAULT_BOARD,
  MAX_BOARD_PIXELS,
  MAX_BOARD_SIDE,
  MIN_BOARD_SIDE,
  type BoardSize,
} from '@glossy/canvas';

/** The sizes New offers, each in the orientation it usually has. */
export const boardPresets = [
  { id: 'wide', name: 'Wide', ...DEFAULT_BOARD },
  { id: 'square', name: 'Square', width: 1080, height: 1080 },
  { id: 'a4', name: 'A4 at 150 dpi', width: 1240, height: 1754 },
  { id: 'hd', name: 'HD', width: 1920, height: 1080 },
  { id: 'phone', name: 'Phone', width: 1080, height: 1920 },
] as const;

export type PresetId = (typeof boardPresets)[number]['id'];

/** The preset of a size in either orientation, or 'custom'. */
export function presetOf({ width, height }: BoardSize): PresetId | 'custom' {
  const found = boardPresets.find(
    (p) => (p.width === width && p.height === height) || (p.width === height && p.height === width),
  );
  return found?.id ?? 'custom';
}

export type Orientation = 'landscape' | 'portrait';

/** A phone held upright. */
export const UPRIGHT_PHONE = '(orientation: portrait) and (max-width: 599px)';

/**
 * The board /canvas starts with: the spec's 1000×500, turned upright on a phone held upright.
 * There the wide board would be 171 px high on a 375 × 812 screen, a fifth of it; upright, the
 * same board fills the workspace's height.
 */
export function firstBoard(uprightPhone: boolean): BoardSize {
  const { width, height } = DEFAULT_BOARD;
  return uprightPhone ? { width: height, height: width } : { width, height };
}

/** Null for a square, which is both. */
export function orientationOf({ width, height }: BoardSize): Orientation | null {
  return width === height ? null : width > height ? 'landscape' : 'portrait';
}

const millions = (pixels: number) => `${(pixels / 1e6).toFixed(1)} million`;

/** What the dialog says under a side that no board may have, or null. */
export function sideError(name: 'Width' | 'Height', value: number): string | null {
  return Number.isInteger(value) && value >= MIN_BOARD_SIDE && value <= MAX_BOARD_SIDE
    ? null
    : `${name} must be a whole number of pixels from ${MIN_BOARD_SIDE} to ${MAX_BOARD_SIDE}.`;
}

/** What the dialog says of a size whose sides are fine but whose whole is too much, or null. */
export function areaError(size: BoardSize): string | null {
  if (boardSizeProblem(size) !== 'area') return null;
  return (
    `That is ${millions(size.width * size.height)} pixels: a board can have up to ` +
    `${millions(MAX_BOARD_PIXELS)} (such as ${MAX_BOARD_SIDE} × ${MAX_BOARD_PIXELS / MAX_BOARD_SIDE}), ` +
    'so that all its layers fit in memory.'
  );
}
