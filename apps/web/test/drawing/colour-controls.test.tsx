import { initialSketchpadState, SWATCHES, type Sketchpad } from '@glossy/canvas';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColourControls } from '../../src/sketchpad/ColourControls';

afterEach(cleanup);

function renderControls(recentColors: string[] = []) {
  const setColor = vi.fn();
  const pad = { setColor } as unknown as Sketchpad;
  render(<ColourControls pad={pad} state={{ ...initialSketchpadState(), recentColors }} />);
  return { setColor };
}

describe('colour swatches', () => {
  it('are named by colour, with the hex as their description', () => {
    renderControls();
    const swatches = within(screen.getByRole('group', { name: 'Swatches' })).getAllByRole('button');
    expect(swatches).toHaveLength(SWATCHES.length);
    const crimson = screen.getByRole('button', { name: 'Crimson', description: '#e11d48' });
    expect(crimson.getAttribute('aria-label')).toBe('Crimson');
    expect(screen.queryByRole('button', { name: /swatch|#/i })).toBeNull();
  });

  it('mark the default colour, Gray #808080, as the one in use', () => {
    renderControls();
    expect(screen.getByLabelText('Colour', { selector: 'input' })).toHaveProperty(
      'value',
      '#808080',
    );
    const gray = screen.getByRole('button', { name: 'Gray', description: '#808080' });
    expect(gray.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Crimson' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('name custom recent colours too, by their nearest colour', () => {
    renderControls(['#123456', '#ff7f50']);
    const recent = within(screen.getByRole('group', { name: 'Recent colours' }));
    expect(recent.getByRole('button', { name: 'Navy', description: '#123456' })).toBeTruthy();
    expect(recent.getByRole('button', { name: 'Coral', description: '#ff7f50' })).toBeTruthy();
  });

  it('set the colour they are named for', async () => {
    const { setColor } = renderControls();
    await userEvent.click(screen.getByRole('button', { name: 'Teal' }));
    expect(setColor).toHaveBeenCalledWith('#14b8a6');
  });
});
