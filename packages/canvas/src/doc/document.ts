import { createSurface, type Surface } from '../raster/surface';

export interface Layer {
  id: string;
  name: string;
  visible: boolean;
  /** 0..1 */
  opacity: number;
  surface: Surface;
}

/** An image to trace over: shown under the layers, never drawn on, never exported. */
export interface ReferenceLayer {
  surface: Surface;
  visible: boolean;
  opacity: number;
}

export interface DocumentOptions {
  width: number;
  height: number;
  /** Raster pixels per document unit (the device pixel ratio it was made for), 1..3. */
  scale?: number;
  background?: string;
}

export const MAX_LAYERS = 16;
export const FIRST_LAYER_ID = 'layer-1';

export class DrawingDocument {
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  readonly background: string;
  layers: Layer[];
  reference: ReferenceLayer | null = null;

  constructor(o: DocumentOptions) {
    this.width = o.width;
    this.height = o.height;
    this.scale = Math.max(1, Math.min(3, Math.round(o.scale ?? 1)));
    this.background = o.background ?? '#ffffff';
    this.layers = [this.newLayer(FIRST_LAYER_ID, 'Layer 1')];
  }

  get rasterWidth(): number {
    return this.width * this.scale;
  }

  get rasterHeight(): number {
    return this.height * this.scale;
  }

  newLayer(id: string, name: string): Layer {
    return {
      id,
      name,
      visible: true,
      opacity: 1,
      surface: createSurface(this.rasterWidth, this.rasterHeight),
    };
  }

  layer(id: string): Layer | undefined {
    return this.layers.find((l) => l.id === id);
  }

  indexOf(id: string): number {
    return this.layers.findIndex((l) => l.id === id);
  }
}
