export const SVG = 'http://www.w3.org/2000/svg';

/**
 * An SVG over the board's layers, in the view's stage: it zooms, pans and turns with the board
 * and is an element over the layer canvases, never pixels in them, so it is never drawn on,
 * exported or saved. Hidden from assistive tech (the controls say what is shown) and from the
 * pointer (strokes go through it to the board); hidden until shown. `zIndex` keeps it above the
 * canvases, which the view re-appends to order them: the symmetry guide and the guides at 1 (in
 * the order made), the selection at 2.
 */
export function stageSvg(stage: HTMLElement, name: string, zIndex: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.dataset[name] = '';
  Object.assign(svg.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    zIndex: String(zIndex),
    overflow: 'visible',
    pointerEvents: 'none',
    display: 'none',
  });
  stage.append(svg);
  return svg;
}

/** Shows the SVG over a width × height board, its units the document's. */
export function frameSvg(svg: SVGSVGElement, width: number, height: number): void {
  svg.style.display = 'block';
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
}

/** An SVG element with its attributes. */
export function svgElement<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}
