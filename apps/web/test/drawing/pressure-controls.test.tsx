import { initialSketchpadState, type PressureSetting, type Sketchpad } from '@glossy/canvas';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PressureControls } from '../../src/features/drawing/brush/PressureControls';

afterEach(cleanup);

function renderControls(pressure: PressureSetting, withPad = true) {
  const setPressure = vi.fn();
  const pad = withPad ? ({ setPressure } as unknown as Sketchpad) : null;
  render(<PressureControls pad={pad} state={{ ...initialSketchpadState(), pressure }} />);
  return { setPressure };
}

const toggle = () => screen.getByRole('checkbox', { name: 'Use pressure' });
const slider = () => screen.getByRole('slider', { name: /Curve/ });
const preset = (name: string) => screen.getByRole('button', { name });

describe('pressure controls', () => {
  it('start on and linear, saying what that means', () => {
    renderControls(initialSketchpadState().pressure);
    expect(screen.getByRole('group', { name: 'Pressure' })).toBeTruthy();
    expect(toggle()).toHaveProperty('checked', true);
    expect(preset('Linear').getAttribute('aria-pressed')).toBe('true');
    expect(preset('Soft').getAttribute('aria-pressed')).toBe('false');
    expect(slider()).toHaveProperty('value', '1');
    expect([slider().getAttribute('min'), slider().getAttribute('max')]).toEqual(['0.3', '3']);
    expect(slider().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The line follows how hard you press.')).toBeTruthy();
  });

  it('turn pressure off, keeping the curve for when it comes back', async () => {
    const { setPressure } = renderControls({ enabled: true, gamma: 2 });
    await userEvent.click(toggle());
    expect(setPressure).toHaveBeenCalledWith({ enabled: false, gamma: 2 });
  });

  it('when off, say so and leave the curve alone', () => {
    renderControls({ enabled: false, gamma: 0.5 });
    expect(screen.getByText('Every stroke at full pressure.')).toBeTruthy();
    expect(slider()).toHaveProperty('disabled', true);
    expect(preset('Soft')).toHaveProperty('disabled', true);
  });

  it('pick a preset, or any curve between with the slider', async () => {
    const { setPressure } = renderControls({ enabled: true, gamma: 1 });
    await userEvent.click(preset('Firm'));
    expect(setPressure).toHaveBeenLastCalledWith({ enabled: true, gamma: 2 });
    await userEvent.click(preset('Soft'));
    expect(setPressure).toHaveBeenLastCalledWith({ enabled: true, gamma: 0.5 });
    fireEvent.change(slider(), { target: { value: '1.7' } });
    expect(setPressure).toHaveBeenLastCalledWith({ enabled: true, gamma: 1.7 });
  });

  it('show a curve between presets by its number, with none pressed', () => {
    renderControls({ enabled: true, gamma: 1.7 });
    expect(screen.getByText('1.7', { selector: 'output' })).toBeTruthy();
    expect(screen.getByText('Press harder for a full line.')).toBeTruthy();
    for (const name of ['Soft', 'Linear', 'Firm']) {
      expect(preset(name).getAttribute('aria-pressed')).toBe('false');
    }
  });

  it('are reached with the keyboard: the switch, the presets, then the slider', async () => {
    const { setPressure } = renderControls({ enabled: true, gamma: 1 });
    await userEvent.tab();
    expect(document.activeElement).toBe(toggle());
    await userEvent.keyboard(' ');
    expect(setPressure).toHaveBeenLastCalledWith({ enabled: false, gamma: 1 });
    await userEvent.tab();
    expect(document.activeElement).toBe(preset('Soft'));
    await userEvent.keyboard('{Enter}');
    expect(setPressure).toHaveBeenLastCalledWith({ enabled: true, gamma: 0.5 });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(slider());
  });

  it('let a finger draw or only pan, a choice kept with the tool preferences', async () => {
    const setFingerDraws = vi.fn();
    const pad = { setFingerDraws } as unknown as Sketchpad;
    const state = { ...initialSketchpadState(), fingerDraws: false };
    render(<PressureControls pad={pad} state={state} />);
    const finger = screen.getByRole('checkbox', { name: 'Draw with a finger' });
    expect(finger).toHaveProperty('checked', false);
    expect(screen.getByText(/A finger pans and pinches; the pen draws\./)).toBeTruthy();
    await userEvent.click(finger);
    expect(setFingerDraws).toHaveBeenCalledWith(true);
  });

  it('wait, disabled, until the board is ready', () => {
    renderControls({ enabled: true, gamma: 1 }, false);
    expect(toggle()).toHaveProperty('disabled', true);
    expect(preset('Linear')).toHaveProperty('disabled', true);
    expect(slider()).toHaveProperty('disabled', true);
  });
});
