import { useEffect, useRef } from 'react';
import { brushCatalog, brushPreview, strokeBrush, type SketchpadState } from '@glossy/canvas';

/** In document units, shown one CSS pixel each: a width looks as it does on the board at 100 %. */
const WIDTH = 240;
const HEIGHT = 64;

/**
 * An S drawn with the brush the next stroke will use, at its width, colour, opacity and
 * pressure curve, by the engine's own brush code. Redrawn only when one of those changes, at
 * most once a frame while a slider moves; nothing runs in between.
 */
export function BrushPreview({ state }: { state: SketchpadState }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const brush = strokeBrush(state);
  const { size, color, opacity } = state;
  const { enabled, gamma } = state.pressure;

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const canvas = ref.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return;
      const scale = Math.min(2, Math.ceil(window.devicePixelRatio || 1));
      const pressure = { enabled, gamma };
      const surface = brushPreview({
        brush,
        size,
        color,
        opacity,
        pressure,
        width: WIDTH,
        height: HEIGHT,
        scale,
      });
      canvas.width = surface.width;
      canvas.height = surface.height;
      context.putImageData(new ImageData(surface.data, surface.width, surface.height), 0, 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [brush, size, color, opacity, enabled, gamma]);

  const name = brushCatalog.find((b) => b.id === brush)?.name ?? brush;
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={`Preview of ${name}, width ${size}`}
      width={WIDTH}
      height={HEIGHT}
      // Paper white in both themes, like the board, so colours look as they will on it.
      className="border-base-300 rounded-field block aspect-[15/4] h-auto w-60 max-w-full border bg-white"
    />
  );
}
