import { useEffect, useRef } from 'react';
import { loadCanvasEngine } from '../../../sketchpad/demo/review-replay';
import { CorrectionPad } from './correction-pad';

/**
 * The canvas a correction is drawn on, over the board; hands its pad up once the engine is in
 * (and null when it goes). It stays in the page while the comment is written, so switching
 * drawing off and on again keeps what was drawn.
 */
export function CorrectionLayer({
  width,
  height,
  active,
  onPad,
}: {
  width: number;
  height: number;
  /** Pointers draw; otherwise the drawing is shown and clicks pass through to the board. */
  active: boolean;
  onPad: (pad: CorrectionPad | null) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<CorrectionPad | null>(null);
  const onPadRef = useRef(onPad);
  const activeRef = useRef(active);
  useEffect(() => {
    onPadRef.current = onPad;
    activeRef.current = active;
  });
  useEffect(() => {
    if (padRef.current) padRef.current.enabled = active;
  }, [active]);

  useEffect(() => {
    const element = canvasRef.current;
    if (!element) return;
    let pad: CorrectionPad | null = null;
    let gone = false;
    void loadCanvasEngine().then((canvas) => {
      if (gone) return;
      pad = new CorrectionPad(canvas, element, width, height);
      pad.enabled = activeRef.current;
      padRef.current = pad;
      onPadRef.current(pad);
    });
    return () => {
      gone = true;
      pad?.dispose();
      padRef.current = null;
      onPadRef.current(null);
    };
  }, [width, height]);

  return (
    <canvas
      ref={canvasRef}
      aria-label={
        active ? 'Correction: draw over the drawing with a mouse, pen or finger' : undefined
      }
      role={active ? 'img' : undefined}
      aria-hidden={active ? undefined : true}
      data-testid="correction-pad"
      className={`absolute inset-0 block size-full touch-none ${
        active ? 'pointer-events-auto cursor-crosshair' : 'pointer-events-none'
      }`}
    />
  );
}
