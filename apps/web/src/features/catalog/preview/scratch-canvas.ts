/** A canvas off screen that the timelapse draws into, then copies onto the one shown. */
export interface ScratchCanvas {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
}

export function scratchCanvas(width: number, height: number): ScratchCanvas {
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  return { canvas, context };
}
