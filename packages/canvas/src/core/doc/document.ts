import type { BlendMode } from '../blend/modes';
import type { Guide } from '../guides/guides';
import { createSurface, type Surface } from '../raster/surface';

export interface Layer {
  id: string;
  name: string;
  visible: boolean;
  /** 0..1 */
  opacity: number;
  /** How the layer mixes with what is under it (CSS `mix-blend-mode` on screen). */
  blend: BlendMode;
  /** Refuses every change to its pixels: marks, fills, Clear, merging and deleting. */
  locked: boolean;
  /** Shows only where the layer it clips to has paint (see `clipBase`). */
  clip: boolean;
  surface: Surface;
}

/** Everything about a layer but its id and pixels: what undo puts back and the panel shows. */
export type LayerProps = Omit<Layer, 'id' | 'surface'>;

export function layerProps({ name, visible, opacity, blend, locked, clip }: Layer): LayerProps {
  return { name, visible, opacity, blend, locked, clip };
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
  /** Perspective, ellipse and grid guides: drawn over the board, never into its pixels. */
  guides: readonly Guide[] = [];

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
      blend: 'normal',
      locked: false,
      clip: false,
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
