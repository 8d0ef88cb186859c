import { guideDrawing, type GuideLine } from '../core/guides/geometry';
import type { Guide } from '../core/guides/guides';
import { frameSvg, stageSvg, svgElement as el } from './stageSvg';
/** A handle's radius on screen, in pixels, at any zoom. */
const HANDLE_PX = 7;

/** Each vanishing point's own colour, its rays and its handle: which lines go where shows. */
const POINT_COLOURS = ['rgb(79 70 229)', 'rgb(13 148 136)', 'rgb(234 88 12)'];
const INK = 'rgb(15 23 42 / 0.85)';
const HALO = 'rgb(255 255 255 / 0.85)';

const ends = ({ x1, y1, x2, y2 }: GuideLine) => ({ x1, y1, x2, y2 });

/**
 * A guide's line; `px` is one screen pixel in document units. Widths are given in those rather
 * than by `vector-effect: non-scaling-stroke`, which does not see the stage's CSS transform: at
 * a phone's 34 % zoom its hairlines all but vanish.
 */
function lineOf(l: GuideLine, px: number): SVGElement[] {
  switch (l.role) {
    case 'horizon':
      return [
        el('line', { ...ends(l), stroke: HALO, 'stroke-width': 3 * px }),
        el('line', { ...ends(l), stroke: INK, 'stroke-width': 1.5 * px }),
      ];
    case 'ray': {
      const colour = POINT_COLOURS[l.point ?? 0] ?? INK;
      return [
        el('line', { ...ends(l), stroke: colour, 'stroke-opacity': 0.5, 'stroke-width': px }),
      ];
    }
    case 'axis':
      return [
        el('line', {
          ...ends(l),
          stroke: POINT_COLOURS[0] as string,
          'stroke-opacity': 0.7,
          'stroke-width': px,
          'stroke-dasharray': `${6 * px} ${4 * px}`,
        }),
      ];
    case 'grid':
      return [
        el('line', {
          ...ends(l),
          stroke: POINT_COLOURS[0] as string,
          'stroke-opacity': 0.3,
          'stroke-width': px,
        }),
      ];
  }
}

/**
 * The guides over the board: a perspective's horizon and rays, an ellipse template with its
 * axes, a grid, and the handles that drag them. Like the symmetry guide it lives in the view's
 * stage, so it zooms, pans and turns with the board, and it is an element over the layers, never
 * pixels in them: never drawn on, exported or flattened. It takes no pointer events: the tool
 * router finds handles by position (core/guides/geometry.ts `handleAt`), as the selection's are.
 * Hidden from assistive tech; the guide controls say what is on and move it too.
 */
export class GuideOverlay {
  readonly element: SVGSVGElement;

  constructor(stage: HTMLElement) {
    // Over the layers and the symmetry guide (made before it), under the selection.
    this.element = stageSvg(stage, 'guides', 1);
  }

  /**
   * Shows `guides` on a width × height board, or hides the overlay when there are none.
   * `zoom` (screen pixels per unit) keeps lines and handles one size on screen; `handles: false`
   * leaves them out (the page fixed the guides).
   */
  show(
    guides: readonly Guide[],
    width: number,
    height: number,
    zoom: number,
    { handles = true }: { handles?: boolean } = {},
  ): void {
    const svg = this.element;
    svg.replaceChildren();
    svg.style.display = 'none';
    if (guides.length === 0) return;
    frameSvg(svg, width, height);
    const drawing = guideDrawing(guides, { x: 0, y: 0, width, height });
    const px = 1 / Math.max(zoom, 1e-3);
    const lines = el('g', {});
    // Rays and grid lines first, the horizon and axes over them.
    const order = (l: GuideLine) => (l.role === 'ray' || l.role === 'grid' ? 0 : 1);
    for (const l of [...drawing.lines].sort((a, b) => order(a) - order(b))) {
      lines.append(...lineOf(l, px));
    }
    for (const e of drawing.ellipses) {
      const shape = {
        cx: e.cx,
        cy: e.cy,
        rx: e.rx,
        ry: e.ry,
        fill: 'none',
        transform: `rotate(${e.rotation} ${e.cx} ${e.cy})`,
      };
      lines.append(
        el('ellipse', { ...shape, stroke: HALO, 'stroke-width': 3 * px }),
        el('ellipse', { ...shape, stroke: POINT_COLOURS[0] as string, 'stroke-width': 1.5 * px }),
      );
    }
    svg.append(lines);
    if (!handles) return;
    const r = HANDLE_PX * px;
    for (const h of drawing.handles) {
      const colour =
        h.role === 'vanishing-point'
          ? (POINT_COLOURS[h.part] ?? INK)
          : (POINT_COLOURS[0] as string);
      const dot = el('circle', {
        cx: h.x,
        cy: h.y,
        r: h.role === 'axis' ? r * 0.8 : r,
        fill: 'white',
        stroke: colour,
        'stroke-width': 2 * px,
      });
      dot.dataset.handle = h.role;
      dot.dataset.guide = String(h.guide);
      dot.dataset.part = String(h.part);
      svg.append(dot);
    }
  }
}
