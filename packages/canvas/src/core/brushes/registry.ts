import { brushCatalog, type BrushId } from '../catalog';
import { capsuleBrush } from './capsuleBrush';
import { freehandBrush } from './freehandBrush';
import { dabBrush, sprayBrush } from './stampBrushes';
import { bristleBrush, neonBrush, nibBrush } from './shapedBrushes';
import type { BrushDef } from './types';

type Impl = Omit<BrushDef, 'id'>;

// Keyed by the catalog's ids: a brush the catalog names but nobody implements fails to compile.
const impls: Record<BrushId, Impl> = {
  pen: { opacity: 1, blend: 'normal', create: freehandBrush(0.6) },
  pencil: {
    opacity: 0.9,
    blend: 'normal',
    create: capsuleBrush({
      sizeScale: 0.5,
      thinning: 0.2,
      hardness: 0.9,
      pressureOpacity: 0.6,
      grain: { amount: 0.55, cell: 1.5 },
    }),
  },
  fineliner: {
    opacity: 1,
    blend: 'normal',
    create: capsuleBrush({ sizeScale: 0.6, thinning: 0, hardness: 1 }),
  },
  'brush-pen': {
    opacity: 1,
    blend: 'normal',
    create: capsuleBrush({ sizeScale: 1.4, thinning: 0.9, hardness: 1 }),
  },
  marker: {
    opacity: 0.75,
    blend: 'normal',
    create: capsuleBrush({ sizeScale: 1.6, thinning: 0, hardness: 0.95 }),
  },
  highlighter: {
    opacity: 0.4,
    blend: 'multiply',
    create: capsuleBrush({ sizeScale: 3, thinning: 0, hardness: 1 }),
  },
  airbrush: {
    opacity: 1,
    blend: 'normal',
    create: dabBrush({
      sizeScale: 4,
      thinning: 0.3,
      hardness: 0,
      spacing: 0.12,
      flow: 0.06,
      combine: 'add',
    }),
  },
  spray: { opacity: 1, blend: 'normal', create: sprayBrush(4, 0.05) },
  calligraphy: { opacity: 1, blend: 'normal', create: nibBrush(1.6, 0.4) },
  crayon: {
    opacity: 0.95,
    blend: 'normal',
    create: capsuleBrush({
      sizeScale: 1.5,
      thinning: 0.2,
      hardness: 0.8,
      grain: { amount: 0.75, cell: 3 },
    }),
  },
  charcoal: {
    opacity: 0.85,
    blend: 'normal',
    create: capsuleBrush({
      sizeScale: 2,
      thinning: 0.3,
      hardness: 0.4,
      pressureOpacity: 0.5,
      grain: { amount: 0.85, cell: 2 },
    }),
  },
  watercolor: {
    opacity: 0.45,
    blend: 'multiply',
    create: capsuleBrush({
      sizeScale: 3,
      thinning: 0.3,
      hardness: 0.15,
      grain: { amount: 0.2, cell: 8 },
    }),
  },
  'soft-round': {
    opacity: 1,
    blend: 'normal',
    create: capsuleBrush({ sizeScale: 2, thinning: 0.3, hardness: 0 }),
  },
  oil: { opacity: 0.95, blend: 'normal', create: bristleBrush(2.5, 7) },
  neon: { opacity: 1, blend: 'normal', create: neonBrush(2) },
  stipple: {
    opacity: 1,
    blend: 'normal',
    create: dabBrush({
      sizeScale: 1,
      thinning: 0.3,
      hardness: 1,
      spacing: 1.8,
      flow: 1,
      combine: 'max',
      sizeJitter: 0.5,
    }),
  },
  pixel: {
    opacity: 1,
    blend: 'normal',
    create: capsuleBrush({ sizeScale: 1, thinning: 0, hardness: 1, aliased: true }),
  },
  eraser: {
    opacity: 1,
    blend: 'erase',
    create: capsuleBrush({ sizeScale: 1, thinning: 0, hardness: 0.9 }),
  },
};

export const brushes: readonly BrushDef[] = brushCatalog.map(({ id }) => ({ id, ...impls[id] }));

export function getBrush(id: BrushId): BrushDef {
  return { id, ...impls[id] };
}

export function isBrushId(id: string): id is BrushId {
  return Object.hasOwn(impls, id);
}

/** Implemented ids, for the test that keeps the catalog and the engine in step. */
export const implementedBrushIds = (): string[] => Object.keys(impls);
