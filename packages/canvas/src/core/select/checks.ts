import { decodeImage, imageHeaderProblem } from './image';
import { determinant } from './matrix';
import type { Matrix, PastedImage } from '../doc/ops';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Coordinates stay within a million units: far off any page, and far from float trouble. */
const coord = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 1e6;
const extraKeys = (v: Obj, allowed: readonly string[]) =>
  Object.keys(v).filter((k) => !allowed.includes(k));

/** A lasso's outline: 3 to 20,000 points (a minute of drawing at 300 samples a second). */
export const MAX_LASSO_POINTS = 20_000;

function regionProblem(v: unknown): string | null {
  if (!isObj(v)) return 'region must be an object';
  if (v.kind === 'rect') {
    if (![v.x, v.y, v.w, v.h].every(coord)) return 'region needs finite x, y, w and h';
    if ((v.w as number) <= 0 || (v.h as number) <= 0) return 'region w and h must be > 0';
    const extra = extraKeys(v, ['kind', 'x', 'y', 'w', 'h']);
    return extra.length > 0 ? `region has unexpected ${extra.join(', ')}` : null;
  }
  if (v.kind === 'lasso') {
    const { points } = v;
    if (!Array.isArray(points) || points.length % 2 !== 0) {
      return 'lasso points must be an array of x, y pairs';
    }
    if (points.length < 6 || points.length > MAX_LASSO_POINTS * 2) {
      return `a lasso has 3 to ${MAX_LASSO_POINTS} points`;
    }
    if (!points.every(coord)) return 'lasso points must be finite numbers';
    const extra = extraKeys(v, ['kind', 'points']);
    return extra.length > 0 ? `region has unexpected ${extra.join(', ')}` : null;
  }
  return 'region kind must be "rect" or "lasso"';
}

function matrixProblem(v: unknown): string | null {
  if (!Array.isArray(v) || v.length !== 6 || !v.every(coord)) {
    return 'matrix must be 6 finite numbers';
  }
  // A map that squashes the picture flat (or shrinks it to a speck) leaves nothing to draw.
  return Math.abs(determinant(v as Matrix)) < 1e-6 ? 'matrix must be invertible' : null;
}

function pasteProblem(v: Obj): string | null {
  if (!isObj(v.image)) return 'image must be an object';
  const header = imageHeaderProblem(v.image);
  if (header) return `image ${header}`;
  if (v.newLayer !== undefined) {
    const n = v.newLayer;
    if (
      !isObj(n) ||
      typeof n.name !== 'string' ||
      !Number.isInteger(n.index) ||
      (n.index as number) < 0
    ) {
      return 'newLayer needs a name and a whole index ≥ 0';
    }
    if (extraKeys(n, ['name', 'index']).length > 0) return 'newLayer has unexpected fields';
  }
  try {
    decodeImage(v.image as unknown as PastedImage);
  } catch (err) {
    return `image ${(err as Error).message}`;
  }
  return null;
}

/**
 * What is wrong with an untrusted transform, erase-region or paste op, or null. Strict, and
 * it unpacks a paste's picture, because a log must never make a replay allocate or loop
 * without bound, and a picture that does not unpack would silently drop out of the drawing.
 */
export function editOpProblem(v: Obj): string | null {
  if (typeof v.layer !== 'string' || v.layer === '') return 'layer must be a layer id';
  switch (v.t) {
    case 'transform': {
      const problem = regionProblem(v.region) ?? matrixProblem(v.matrix);
      if (problem) return problem;
      if (v.copy !== undefined && typeof v.copy !== 'boolean') return 'copy must be true or false';
      const extra = extraKeys(v, ['t', 'layer', 'region', 'matrix', 'copy']);
      return extra.length > 0 ? `unexpected ${extra.join(', ')}` : null;
    }
    case 'erase-region': {
      const extra = extraKeys(v, ['t', 'layer', 'region']);
      return (
        regionProblem(v.region) ?? (extra.length > 0 ? `unexpected ${extra.join(', ')}` : null)
      );
    }
    default: {
      const problem = matrixProblem(v.matrix) ?? pasteProblem(v);
      if (problem) return problem;
      const extra = extraKeys(v, ['t', 'layer', 'image', 'matrix', 'newLayer']);
      return extra.length > 0 ? `unexpected ${extra.join(', ')}` : null;
    }
  }
}

/**
 * Pixels of pasted pictures one log may carry in all: 64 M, thirty-odd full-board photos.
 * Checking a paste unpacks its picture, so this bounds what parsing a log can cost the server
 * (a second or so), however many small ops a 64 MB log could hold.
 */
export const MAX_LOG_PICTURE_PIXELS = 64 * 2 ** 20;

/** Counts the pasted pixels of a log's ops as they are checked. */
export class PictureBudget {
  private spent = 0;

  /** Adds an untrusted op's picture; the reason once the log is over its budget, else null. */
  spend(op: unknown): string | null {
    if (!isObj(op) || op.t !== 'paste' || !isObj(op.image)) return null;
    const { width, height } = op.image;
    // Sizes that are no whole numbers are refused by checkOp; they spend nothing here.
    if (!Number.isInteger(width) || !Number.isInteger(height)) return null;
    this.spent += Math.max(0, width as number) * Math.max(0, height as number);
    return this.spent > MAX_LOG_PICTURE_PIXELS
      ? `the log's pictures are larger than ${MAX_LOG_PICTURE_PIXELS / 2 ** 20} M pixels in all`
      : null;
  }
}
