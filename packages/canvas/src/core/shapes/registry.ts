import { shapeCatalog, type ShapeId } from '../catalog';
import type { Point } from '../raster/polygon';
import {
  arrowHead,
  cross,
  heart,
  normalize,
  radial,
  roundedRect,
  type Box,
  type ShapePath,
} from './geometry';

type Build = (b: Box, size: number, sides: number) => ShapePath[];

const closed = (points: Point[]): ShapePath[] => [{ points, closed: true }];
const headLength = (size: number) => Math.max(12, size * 3);

// Keyed by the catalog's ids, so the catalog and the implementations cannot drift apart.
const builders: Record<ShapeId, Build> = {
  line: (b) => [
    {
      points: [
        [b.x0, b.y0],
        [b.x1, b.y1],
      ],
      closed: false,
    },
  ],
  arrow: (b, size) => [
    {
      points: [
        [b.x0, b.y0],
        [b.x1, b.y1],
      ],
      closed: false,
    },
    { points: arrowHead([b.x0, b.y0], [b.x1, b.y1], headLength(size)), closed: false },
  ],
  'double-arrow': (b, size) => [
    {
      points: [
        [b.x0, b.y0],
        [b.x1, b.y1],
      ],
      closed: false,
    },
    { points: arrowHead([b.x0, b.y0], [b.x1, b.y1], headLength(size)), closed: false },
    { points: arrowHead([b.x1, b.y1], [b.x0, b.y0], headLength(size)), closed: false },
  ],
  rectangle: (b) => {
    const { left, top, w, h } = normalize(b);
    return closed([
      [left, top],
      [left + w, top],
      [left + w, top + h],
      [left, top + h],
    ]);
  },
  'rounded-rectangle': (b) => closed(roundedRect(b)),
  ellipse: (b) => closed(radial(b, 96, () => 1)),
  triangle: (b) => {
    const { left, top, w, h } = normalize(b);
    return closed([
      [left + w / 2, top],
      [left + w, top + h],
      [left, top + h],
    ]);
  },
  'right-triangle': (b) => {
    const { left, top, w, h } = normalize(b);
    return closed([
      [left, top],
      [left + w, top + h],
      [left, top + h],
    ]);
  },
  diamond: (b) => closed(radial(b, 4, () => 1)),
  pentagon: (b) => closed(radial(b, 5, () => 1)),
  polygon: (b, _size, sides) => closed(radial(b, Math.max(3, Math.min(24, sides)), () => 1)),
  star: (b, _size, sides) => {
    const points = Math.max(3, Math.min(24, sides));
    return closed(radial(b, points * 2, (i) => (i % 2 === 0 ? 1 : 0.42)));
  },
  heart: (b) => closed(heart(b)),
  cross: (b) => closed(cross(b)),
};

export function buildShape(id: ShapeId, box: Box, size: number, sides: number): ShapePath[] {
  return builders[id](box, size, sides);
}

export function isShapeId(id: string): id is ShapeId {
  return Object.hasOwn(builders, id);
}

export const implementedShapeIds = (): string[] => Object.keys(builders);

export const shapeIds: readonly ShapeId[] = shapeCatalog.map((s) => s.id);

/** Sides used when an op does not say: a hexagon, a five-pointed star. */
export function defaultSides(id: ShapeId): number {
  return id === 'star' ? 5 : 6;
}
