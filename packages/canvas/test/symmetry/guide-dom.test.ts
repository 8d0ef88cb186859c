// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SymmetryGuide } from '../../src/dom/symmetryGuide';

describe('the symmetry guide on the board', () => {
  const setup = () => {
    const stage = document.createElement('div');
    stage.append(document.createElement('canvas'));
    return { stage, guide: new SymmetryGuide(stage) };
  };

  it('sits in the stage over the layers, hidden from the pointer and assistive tech', () => {
    const { stage, guide } = setup();
    const el = guide.element;
    expect(el.parentElement).toBe(stage);
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.style.pointerEvents).toBe('none');
    expect(el.style.position).toBe('absolute');
    expect(Number(el.style.zIndex)).toBeGreaterThan(0);
    expect(el.style.display).toBe('none');
  });

  it('shows the mirror axis in document units, and nothing once symmetry is off', () => {
    const { guide } = setup();
    guide.show({ kind: 'vertical', cx: 500, cy: 250 }, 1000, 500);
    const el = guide.element;
    expect(el.style.display).toBe('block');
    expect(el.getAttribute('viewBox')).toBe('0 0 1000 500');
    const lines = [...el.querySelectorAll('line')];
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      expect([l.getAttribute('x1'), l.getAttribute('x2')]).toEqual(['500', '500']);
      expect(l.getAttribute('vector-effect')).toBe('non-scaling-stroke');
    }
    guide.show(null, 1000, 500);
    expect(el.style.display).toBe('none');
    expect(el.childElementCount).toBe(0);
  });

  it('shows one spoke per radial segment, drawn from the centre', () => {
    const { guide } = setup();
    guide.show({ kind: 'radial', segments: 6, cx: 500, cy: 250 }, 1000, 500);
    const ends = new Set(
      [...guide.element.querySelectorAll('line')].map(
        (l) => `${l.getAttribute('x2')},${l.getAttribute('y2')}`,
      ),
    );
    expect(ends.size).toBe(6);
    expect(guide.element.querySelector('circle')?.getAttribute('cx')).toBe('500');
  });
});
