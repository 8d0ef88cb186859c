import { brushCatalog, shapeCatalog, type BrushId, type ShapeId } from '../core/catalog';
import { isHexColor } from '../core/color';
import { clampGamma } from '../core/ink/pressure';
import { STABILIZER_MAX } from '../core/ink/stabilizer';
import { MAX_SIZE, MIN_SIZE, RECENT_BRUSHES, RECENT_COLORS, type SketchpadState } from './state';

/**
 * What an artist sets up once and expects to find again on their next visit, as a drawing app
 * keeps it. Not the tool in hand, not symmetry (a mirror left on would surprise a new drawing),
 * not the view: those belong to one sitting.
 */
const rememberedKeys = [
  'brush',
  'recentBrushes',
  'shape',
  'shapeFilled',
  'color',
  'recentColors',
  'size',
  'opacity',
  'stabilizer',
  'pressure',
  'fingerDraws',
] as const satisfies readonly (keyof SketchpadState)[];

/** Where preferences are kept: the page's localStorage in a browser, a Map in a test. */
export interface PreferenceStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type ToolPreferences = Pick<SketchpadState, (typeof rememberedKeys)[number]>;

const brushIds = new Set<string>(brushCatalog.map((brush) => brush.id));
const shapeIds = new Set<string>(shapeCatalog.map((shape) => shape.id));

const isBrush = (v: unknown): v is BrushId => typeof v === 'string' && brushIds.has(v);
const isShape = (v: unknown): v is ShapeId => typeof v === 'string' && shapeIds.has(v);
const isColor = (v: unknown): v is string => typeof v === 'string' && isHexColor(v);
const isIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const listOf = <T>(
  v: unknown,
  keep: (item: unknown) => item is T,
  most: number,
): T[] | undefined => (Array.isArray(v) ? v.filter(keep).slice(0, most) : undefined);

/**
 * The preferences kept under `key`, each checked on its own: one that is missing, of another
 * version or tampered with keeps its default, and the others still come back.
 */
export function readToolPreferences(
  store: PreferenceStore | undefined,
  key: string,
): Partial<ToolPreferences> {
  let saved: unknown;
  try {
    saved = JSON.parse(store?.getItem(key) ?? 'null');
  } catch {
    return {};
  }
  if (typeof saved !== 'object' || saved === null) return {};
  const v = saved as Record<string, unknown>;
  const pressure = v.pressure as Record<string, unknown> | null | undefined;
  const recentBrushes = listOf(v.recentBrushes, isBrush, RECENT_BRUSHES);
  const recentColors = listOf(v.recentColors, isColor, RECENT_COLORS);
  return {
    // The eraser comes back with the Erase tool, which a new visit does not start with.
    ...(isBrush(v.brush) && v.brush !== 'eraser' && { brush: v.brush }),
    ...(recentBrushes && { recentBrushes }),
    ...(isShape(v.shape) && { shape: v.shape }),
    ...(typeof v.shapeFilled === 'boolean' && { shapeFilled: v.shapeFilled }),
    ...(isColor(v.color) && { color: v.color }),
    ...(recentColors && { recentColors }),
    ...(isIn(v.size, MIN_SIZE, MAX_SIZE) && { size: Math.round(v.size) }),
    ...(isIn(v.opacity, 0.05, 1) && { opacity: v.opacity }),
    ...(isIn(v.stabilizer, 0, STABILIZER_MAX) && { stabilizer: Math.round(v.stabilizer) }),
    ...((typeof v.fingerDraws === 'boolean' || v.fingerDraws === null) && {
      fingerDraws: v.fingerDraws,
    }),
    ...(typeof pressure?.enabled === 'boolean' &&
      isIn(pressure.gamma, 0, Infinity) && {
        pressure: { enabled: pressure.enabled, gamma: clampGamma(pressure.gamma) },
      }),
  };
}

/** Whether a change of the sketchpad's state touches what is remembered. */
export function touchesToolPreferences(patch: Partial<SketchpadState>): boolean {
  return rememberedKeys.some((key) => key in patch);
}

export function writeToolPreferences(
  store: PreferenceStore | undefined,
  key: string,
  state: SketchpadState,
): void {
  const kept = Object.fromEntries(rememberedKeys.map((name) => [name, state[name]]));
  try {
    store?.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or refused (a private window): the settings last this visit only.
  }
}
