import { initialSketchpadState, type Sketchpad, type SymmetrySetting } from '@glossy/canvas';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SymmetryControls } from '../../src/features/drawing/SymmetryControls';

afterEach(cleanup);

function renderControls(symmetry: SymmetrySetting, withPad = true) {
  const setSymmetry = vi.fn();
  const pad = withPad ? ({ setSymmetry } as unknown as Sketchpad) : null;
  render(<SymmetryControls pad={pad} state={{ ...initialSketchpadState(), symmetry }} />);
  return { setSymmetry };
}

describe('symmetry controls', () => {
  it('start off, with no segment count to set', () => {
    renderControls(initialSketchpadState().symmetry);
    const mode = screen.getByRole('combobox', { name: 'Symmetry' });
    expect(mode).toHaveProperty('value', 'off');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Off',
      'Vertical mirror',
      'Horizontal mirror',
      'Radial',
    ]);
    expect(screen.queryByRole('slider', { name: /Segments/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Symmetry settings' })).toBeTruthy();
  });

  it('turn a mirror on, keeping the segments radial mode will use', async () => {
    const { setSymmetry } = renderControls({ mode: 'off', segments: 9 });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Symmetry' }),
      'Vertical mirror',
    );
    expect(setSymmetry).toHaveBeenCalledWith({ mode: 'vertical', segments: 9 });
  });

  it('offer 2 to 16 segments in radial mode, and set them', () => {
    const { setSymmetry } = renderControls({ mode: 'radial', segments: 6 });
    const slider = screen.getByRole('slider', { name: /Segments/ });
    expect([slider.getAttribute('min'), slider.getAttribute('max')]).toEqual(['2', '16']);
    expect(slider).toHaveProperty('value', '6');
    expect(screen.getByText('6', { selector: 'output' })).toBeTruthy();
    fireEvent.change(slider, { target: { value: '12' } });
    expect(setSymmetry).toHaveBeenCalledWith({ mode: 'radial', segments: 12 });
  });

  it('are reached with the keyboard, the mode first and then the segments', async () => {
    renderControls({ mode: 'radial', segments: 6 });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Symmetry' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: /Segments/ }));
  });

  it('wait, disabled, until the board is ready', () => {
    renderControls({ mode: 'radial', segments: 6 }, false);
    expect(screen.getByRole('combobox', { name: 'Symmetry' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('slider', { name: /Segments/ })).toHaveProperty('disabled', true);
  });
});
