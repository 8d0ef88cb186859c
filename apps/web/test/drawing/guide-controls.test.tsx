import { useSyncExternalStore } from 'react';
import { perspectiveGuide, type Sketchpad } from '@glossy/canvas';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GuideControls } from '../../src/sketchpad/GuideControls';
import { withRealPad } from './real-pad';

let pad: Sketchpad;
withRealPad((created) => (pad = created), { width: 400, height: 300 });

/** The controls as a page shows them: re-rendered whenever the pad's state changes. */
function Controls() {
  const state = useSyncExternalStore(pad.subscribe, pad.getState);
  return <GuideControls pad={pad} state={state} />;
}

const kind = () => screen.getByRole('combobox', { name: 'Guide' });
const snap = () => screen.getByRole('button', { name: 'Snap to guide' });
const ops = () => pad.engine.history.applied().map((op) => op.t);

describe('guide controls', () => {
  it('offer every guide, none at first, with snapping off and nothing to snap to', () => {
    render(<Controls />);
    expect(kind()).toHaveProperty('value', 'none');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'None',
      'One-point perspective',
      'Two-point perspective',
      'Three-point perspective',
      'Ellipse',
      'Grid',
      'Isometric grid',
    ]);
    expect(snap()).toHaveProperty('disabled', true);
    expect(screen.getByRole('group', { name: 'Guides' })).toBeTruthy();
  });

  it('put a two-point perspective on the board and turn snapping on; the button turns it off', async () => {
    render(<Controls />);
    await userEvent.selectOptions(kind(), 'Two-point perspective');
    expect(pad.guides).toEqual([
      perspectiveGuide([
        { x: 40, y: 120 },
        { x: 360, y: 120 },
      ]),
    ]);
    expect(snap().getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(snap());
    expect(pad.getState().snap).toBe(false);
    expect(snap().getAttribute('aria-pressed')).toBe('false');
    await userEvent.selectOptions(kind(), 'None');
    expect(pad.guides).toEqual([]);
    expect(ops()).toEqual(['guides', 'guides']);
  });

  it('place a vanishing point exactly from the keyboard, one step to undo', async () => {
    render(<Controls />);
    await userEvent.selectOptions(kind(), 'Two-point perspective');
    await userEvent.click(screen.getByText('Exact positions'));
    const x = screen.getByRole('spinbutton', { name: 'Point 2 x' });
    await userEvent.clear(x);
    await userEvent.type(x, '520{Enter}');
    expect(pad.guides[0]).toEqual(
      perspectiveGuide([
        { x: 40, y: 120 },
        { x: 520, y: 120 },
      ]),
    );
    expect(ops()).toEqual(['guides', 'guides']);
  });

  it('set an ellipse’s degree on the board as the slider moves, in the document once let go', () => {
    render(<Controls />);
    fireEvent.change(kind(), { target: { value: 'ellipse' } });
    const degree = screen.getByRole('slider', { name: /Degree/ });
    fireEvent.change(degree, { target: { value: '40' } });
    fireEvent.change(degree, { target: { value: '55' } });
    expect(pad.guides[0]).toMatchObject({ kind: 'ellipse', degree: 55 });
    expect(ops()).toEqual(['guides']);
    fireEvent.pointerUp(degree);
    expect(ops()).toEqual(['guides', 'guides']);
    expect(pad.engine.doc.guides[0]).toMatchObject({ degree: 55 });
  });

  it('show guides a lesson fixed, and change nothing', () => {
    pad.setGuides([perspectiveGuide([{ x: 10, y: 100 }])], { locked: true });
    pad.setSnap(true, { locked: true });
    render(<Controls />);
    expect(kind()).toHaveProperty('value', 'perspective-1');
    expect(kind()).toHaveProperty('disabled', true);
    expect(snap()).toHaveProperty('disabled', true);
    expect(screen.getByText(/The lesson set this guide/)).toBeTruthy();
  });
});
