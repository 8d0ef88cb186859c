import type { Matrix, Region } from '../core/doc/ops';
import { gripPoints, type Box } from '../core/select/handles';
import { frameSvg, stageSvg, svgElement as el } from './stageSvg';
/** A handle's side on screen, in pixels, at any zoom. */
const HANDLE = 9;

const ANTS = `
[data-ants] { animation: glossy-ants 0.8s linear infinite; }
@keyframes glossy-ants { to { stroke-dashoffset: -12; } }
@media (prefers-reduced-motion: reduce) { [data-ants] { animation: none; } }
`;

/** An outline as SVG path data, in the units of its own space. */
export function outlinePath(shape: Region | Box): string {
  if ('kind' in shape && shape.kind === 'lasso') {
    const p = shape.points;
    let d = '';
    for (let i = 0; i + 1 < p.length; i += 2) d += `${i === 0 ? 'M' : 'L'}${p[i]} ${p[i + 1]}`;
    return `${d}Z`;
  }
  const { x, y, w, h } = shape as Box;
  return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
}

/** A light halo under dark marching ants: visible on any paint, at any zoom. */
function ants(d: string): SVGElement[] {
  const common = { d, fill: 'none', 'vector-effect': 'non-scaling-stroke' };
  const ant = el('path', { ...common, stroke: 'rgb(17 24 39 / 0.9)', 'stroke-width': 1.5 });
  ant.setAttribute('stroke-dasharray', '6 6');
  ant.setAttribute('data-ants', '');
  return [el('path', { ...common, stroke: 'rgb(255 255 255 / 0.9)', 'stroke-width': 3 }), ant];
}

/**
 * The selection on the board: its outline as marching ants, and the handles that scale and
 * turn it. Like the symmetry guide it lives in the view's stage, so it zooms, pans and turns
 * with the board; it is never in the pixels. It takes no pointer events: the selection tool
 * finds handles by position (select/handles.ts), so strokes and gestures pass as ever.
 */
export class SelectionOverlay {
  readonly element: SVGSVGElement;
  private drafting: SVGElement[] = [];
  /** The selection shown: its outline, built once, and its handles, redrawn as it moves. */
  private shown: { shape: Region | Box; outline: SVGGElement; handles: SVGGElement } | null = null;

  constructor(stage: HTMLElement) {
    // Above the layers, the symmetry guide and the guides.
    this.element = stageSvg(stage, 'selection', 2);
  }

  /**
   * A selection being drawn: a rectangle or lasso path in document units. Called per pointer
   * event, so it only sets the paths' data once they are there.
   */
  draft(d: string, width: number, height: number): void {
    if (this.drafting.length === 0) {
      this.shown = null;
      this.frame(width, height);
      this.drafting = ants(d);
      this.element.replaceChildren(...this.style(), ...this.drafting);
    }
    for (const path of this.drafting) path.setAttribute('d', d);
  }

  /**
   * A selection: its outline (in its own space) mapped by `matrix`, with its handles. Called
   * per pointer event while it is dragged: the outline (a lasso may have thousands of points)
   * is built once per selection; a drag changes its group's matrix and the nine handles.
   */
  show(
    shape: Region | Box,
    box: Box,
    matrix: Matrix,
    zoom: number,
    size: { width: number; height: number },
  ): void {
    let shown = this.shown;
    if (shown?.shape !== shape) {
      this.frame(size.width, size.height);
      this.drafting = [];
      shown = { shape, outline: el('g', {}), handles: el('g', {}) };
      shown.outline.append(...ants(outlinePath(shape)));
      if ('kind' in shape && shape.kind === 'lasso') {
        // A lasso's box is where the handles are: shown faintly, so they make sense.
        shown.outline.append(el('path', { d: outlinePath(box), ...FRAME_STYLE }));
      }
      this.element.replaceChildren(...this.style(), shown.outline, shown.handles);
      this.shown = shown;
    }
    shown.outline.setAttribute('transform', `matrix(${matrix.join(' ')})`);
    const grips = gripPoints(box, matrix, zoom);
    const side = HANDLE / zoom;
    const handles = Object.entries(grips).map(([name, p]) =>
      name === 'rotate'
        ? el('circle', { cx: p.x, cy: p.y, r: side / 1.6, ...HANDLE_STYLE })
        : el('rect', {
            x: p.x - side / 2,
            y: p.y - side / 2,
            width: side,
            height: side,
            ...HANDLE_STYLE,
          }),
    );
    const stem = el('line', {
      x1: grips.n.x,
      y1: grips.n.y,
      x2: grips.rotate.x,
      y2: grips.rotate.y,
      ...STEM_STYLE,
    });
    shown.handles.replaceChildren(stem, ...handles);
  }

  hide(): void {
    this.drafting = [];
    this.shown = null;
    this.element.style.display = 'none';
    this.element.replaceChildren();
  }

  private frame(width: number, height: number): void {
    frameSvg(this.element, width, height);
  }

  private style(): SVGStyleElement[] {
    const style = el('style', {});
    style.textContent = ANTS;
    return [style];
  }
}

const HANDLE_STYLE = {
  fill: 'white',
  stroke: 'rgb(79 70 229)',
  'stroke-width': 1.5,
  'vector-effect': 'non-scaling-stroke',
};

const FRAME_STYLE = {
  fill: 'none',
  stroke: 'rgb(79 70 229 / 0.6)',
  'stroke-width': 1,
  'vector-effect': 'non-scaling-stroke',
};

const STEM_STYLE = {
  stroke: 'rgb(79 70 229)',
  'stroke-width': 1.5,
  'vector-effect': 'non-scaling-stroke',
};
