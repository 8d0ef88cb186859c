/**
 * A canvas of the board's stage: hidden from assistive technology (the board is one image to it)
 * and named by a data attribute, which the styles and the tests find it by.
 */
export function stageCanvas(name: string, value = ''): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset[name] = value;
  return canvas;
}
