import { guideLines } from '../core/symmetry/guide';
import type { Symmetry } from '../core/symmetry/symmetry';
import { frameSvg, stageSvg, SVG } from './stageSvg';

/**
 * The symmetry guide over the board: the mirror axis or the radial spokes. It lives in the
 * view's stage, so it zooms, pans and turns with the board; it is an element over the layers,
 * not pixels in them, so it is never drawn on, exported or saved. Hidden from assistive tech
 * (the controls say what is on) and from the pointer (strokes go through it to the board).
 */
export class SymmetryGuide {
  readonly element: SVGSVGElement;

  constructor(stage: HTMLElement) {
    this.element = stageSvg(stage, 'symmetryGuide', 1);
  }

  /** Shows the guide of `symmetry` on a width × height board, or hides it (null). */
  show(symmetry: Symmetry | null, width: number, height: number): void {
    const svg = this.element;
    svg.replaceChildren();
    svg.style.display = 'none';
    if (!symmetry) return;
    frameSvg(svg, width, height);
    for (const l of guideLines(symmetry, width, height)) {
      // A light halo under a dark dash: visible on any paint, at any zoom (non-scaling stroke).
      svg.append(
        line(l, 'rgb(255 255 255 / 0.85)', 3),
        line(l, 'rgb(79 70 229 / 0.9)', 1.5, '6 4'),
      );
    }
    if (symmetry.kind === 'radial') {
      const dot = document.createElementNS(SVG, 'circle');
      dot.setAttribute('cx', String(symmetry.cx));
      dot.setAttribute('cy', String(symmetry.cy));
      dot.setAttribute('r', '4');
      dot.setAttribute('fill', 'rgb(79 70 229 / 0.9)');
      dot.setAttribute('stroke', 'white');
      dot.setAttribute('vector-effect', 'non-scaling-stroke');
      svg.append(dot);
    }
  }
}

function line(
  l: { x1: number; y1: number; x2: number; y2: number },
  stroke: string,
  width: number,
  dash?: string,
): SVGLineElement {
  const el = document.createElementNS(SVG, 'line');
  for (const [k, v] of Object.entries(l)) el.setAttribute(k, String(v));
  el.setAttribute('stroke', stroke);
  el.setAttribute('stroke-width', String(width));
  el.setAttribute('vector-effect', 'non-scaling-stroke');
  if (dash) el.setAttribute('stroke-dasharray', dash);
  return el;
}
