import type { LayerInfo, Sketchpad } from '@glossy/canvas';
import { useEffect, useRef } from 'react';

/** The longer side of a thumbnail, in CSS pixels. */
const SIDE = 36;

/** The board's own canvas of a layer, which the view keeps up to date at full resolution. */
const layerCanvas = (pad: Sketchpad, id: string) =>
  [...pad.view.stage.querySelectorAll<HTMLCanvasElement>('canvas[data-layer]')].find(
    (c) => c.dataset.layer === id,
  );

interface Props {
  pad: Sketchpad | null;
  layer: LayerInfo;
  board: { width: number; height: number };
  /** Goes up when the thumbnail should be drawn again (useThumbnailClock). */
  tick: number;
}

/**
 * A layer's pixels in small, on a checkerboard so transparency reads as such: one scaled copy
 * of the layer's canvas (the GPU's work, not a loop over pixels), made when `tick` changes.
 */
export function LayerThumbnail({ pad, layer, board, tick }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  const ratio = board.width / Math.max(1, board.height);
  const width = Math.max(8, Math.round(ratio >= 1 ? SIDE : SIDE * ratio));
  const height = Math.max(8, Math.round(ratio >= 1 ? SIDE / ratio : SIDE));
  const density = Math.min(2, Math.ceil(globalThis.devicePixelRatio || 1));

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!pad || !canvas || !ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const source = layerCanvas(pad, layer.id);
    if (source && source.width > 0 && source.height > 0) {
      ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
    }
  }, [pad, layer.id, tick, width, height]);

  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-thumbnail={layer.id}
      width={width * density}
      height={height * density}
      style={{ width, height }}
      className={`border-base-300 shrink-0 rounded-sm border bg-[repeating-conic-gradient(#e5e5e5_0_25%,#fff_0_50%)] bg-[length:8px_8px] ${layer.visible ? '' : 'opacity-40'}`}
    />
  );
}
