import type { EditOp, Matrix, Region } from '../core/doc/ops';
import type { Engine } from '../core/engine/engine';
import type { Box, DragOptions } from '../core/select/handles';
import { encodeImage } from '../core/select/image';
import { isIdentity } from '../core/select/matrix';
import { liftRegion, regionBounds } from '../core/select/region';
import { FloatingPreview, type FloatingPixels } from './floating';
import type { Picture } from './picture';
import type { SelectionInfo } from '../editor/state';
import type { BoardView } from './view';

type Source =
  | { kind: 'region'; region: Region }
  | { kind: 'picture'; picture: Picture; newLayer: { name: string; index: number } | null };

/** Lifted pixels are the layer's raster pixels: one is 1/scale of a unit, where it was. */
const rasterToDoc = (x: number, y: number, s: number): Matrix => [1 / s, 0, 0, 1 / s, x / s, y / s];

/**
 * One selection: a region of a layer, or a picture to place, with the map its handles changed
 * (its own space to document units) and, once it moved, its floating pixels on screen.
 */
export class Selected {
  /** Its pixels in the air, once it was first moved (a picture floats from the start). */
  floating: FloatingPreview | null = null;
  /** Alt was held when the first move began: the layer keeps the pixels, a copy moves. */
  copy = false;

  private constructor(
    readonly layerId: string,
    readonly source: Source,
    /** The box its handles frame, in its own space (document units, or a picture's pixels). */
    readonly box: Box,
    public matrix: Matrix,
  ) {}

  static region(layerId: string, region: Region): Selected {
    return new Selected(
      layerId,
      { kind: 'region', region },
      regionBounds(region),
      [1, 0, 0, 1, 0, 0],
    );
  }

  static picture(
    layerId: string,
    picture: Picture,
    matrix: Matrix,
    newLayer: { name: string; index: number } | null,
    floating: FloatingPreview,
  ): Selected {
    const box = { x: 0, y: 0, w: picture.width, h: picture.height };
    const sel = new Selected(layerId, { kind: 'picture', picture, newLayer }, box, matrix);
    sel.floating = floating;
    return sel;
  }

  get info(): SelectionInfo {
    const { source } = this;
    return {
      kind: source.kind === 'picture' ? 'picture' : source.region.kind,
      changed: source.kind === 'picture' || (this.floating !== null && !isIdentity(this.matrix)),
    };
  }

  /** Its outline, in its own space. */
  get shape(): Region | Box {
    return this.source.kind === 'region' ? this.source.region : this.box;
  }

  /** A picture that arrives on a layer of its own (the layer is made when it is placed). */
  get onNewLayer(): boolean {
    return this.source.kind === 'picture' && this.source.newLayer !== null;
  }

  options(rasterScale: number, constrain: boolean): DragOptions {
    return {
      constrain,
      rasterScale,
      // A picture's map gives units per picture pixel; a region's pixels are the layer's.
      pixelScale: this.source.kind === 'region' ? 1 : rasterScale,
    };
  }

  /** Lifts a region's pixels into the air (once): the layer shows without them meanwhile. */
  float(engine: Engine, view: BoardView): boolean {
    if (this.floating) return true;
    if (this.source.kind !== 'region') return false;
    const { doc } = engine;
    const layer = doc.layer(this.layerId);
    const region = this.source.region;
    const lifted = layer && liftRegion(layer.surface, engine.mask, region, doc.scale, !this.copy);
    if (!lifted) return false;
    const { pixels, rect } = lifted;
    const source = {
      pixels,
      width: rect.w,
      height: rect.h,
      toDoc: rasterToDoc(rect.x, rect.y, doc.scale),
    };
    this.floating = new FloatingPreview(view, engine, this.layerId, source, true);
    if (lifted.rest) this.floating.showCut(rect, lifted.rest);
    this.floating.place(this.matrix);
    return true;
  }

  /** Its pixels, from the air or lifted now, with where they are before its own map. */
  pixels(engine: Engine): FloatingPixels | null {
    if (this.floating) return this.floating.source;
    if (this.source.kind !== 'region') return null;
    const { doc } = engine;
    const layer = doc.layer(this.layerId);
    const lifted =
      layer && liftRegion(layer.surface, engine.mask, this.source.region, doc.scale, false);
    if (!lifted) return null;
    const { rect } = lifted;
    return {
      pixels: lifted.pixels,
      width: rect.w,
      height: rect.h,
      toDoc: rasterToDoc(rect.x, rect.y, doc.scale),
    };
  }

  reshape(matrix: Matrix): void {
    this.matrix = matrix;
    this.floating?.place(matrix);
  }

  /** The op that places it: a paste, a transform, or nothing for a region never moved. */
  placing(): EditOp | null {
    const { source, layerId, matrix } = this;
    if (source.kind === 'picture') {
      const { picture, newLayer } = source;
      const image = encodeImage(picture.pixels, picture.width, picture.height);
      const op = { t: 'paste' as const, layer: layerId, image, matrix };
      return newLayer ? { ...op, newLayer } : op;
    }
    if (!this.floating || (isIdentity(matrix) && !this.copy)) return null;
    return {
      t: 'transform',
      layer: layerId,
      region: source.region,
      matrix,
      ...(this.copy && { copy: true }),
    };
  }

  /** The op that deletes it, or null (a copy or a picture is only dropped). */
  erasing(): EditOp | null {
    if (this.source.kind !== 'region' || this.copy) return null;
    return { t: 'erase-region', layer: this.layerId, region: this.source.region };
  }
}
