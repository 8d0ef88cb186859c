import { initialSketchpadState, type BrushId, type Sketchpad } from '@glossy/canvas';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrushPicker } from '../../src/sketchpad/BrushPicker';
import { RecentBrushes } from '../../src/features/drawing/brush/RecentBrushes';

afterEach(cleanup);

function renderPicker(recentBrushes: BrushId[], brush: BrushId = 'pen') {
  const setBrush = vi.fn();
  const pad = { setBrush } as unknown as Sketchpad;
  const state = { ...initialSketchpadState(), brush, recentBrushes };
  render(
    <BrushPicker pad={pad} state={state} recent={<RecentBrushes pad={pad} state={state} />} />,
  );
  return { setBrush };
}

describe('recently used brushes', () => {
  it('show nothing before the first stroke', () => {
    renderPicker([]);
    expect(screen.queryByRole('group', { name: 'Recent brushes' })).toBeNull();
  });

  it('are buttons by name, newest first, the current brush pressed', () => {
    renderPicker(['oil', 'spray', 'pen'], 'spray');
    const recent = screen.getByRole('group', { name: 'Recent brushes' });
    const buttons = within(recent).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Oil bristle', 'Spray can', 'Pen']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
  });

  it('pick their brush, right after the brush select in the keyboard order', async () => {
    const { setBrush } = renderPicker(['oil', 'pencil']);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Brush' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Oil bristle' }));
    await userEvent.keyboard('{Enter}');
    expect(setBrush).toHaveBeenCalledWith('oil');
    await userEvent.click(screen.getByRole('button', { name: 'Pencil' }));
    expect(setBrush).toHaveBeenLastCalledWith('pencil');
  });
});
