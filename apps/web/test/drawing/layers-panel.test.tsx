import type { Sketchpad } from '@glossy/canvas';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LayersPanel } from '../../src/sketchpad/LayersPanel';
import { toastMessages as warnings, withRealPad } from './real-pad';

vi.mock('../../src/lib/toast', async () => (await import('./real-pad')).toastModule);

let pad: Sketchpad;
withRealPad((created) => {
  pad = created;
});

function Panel() {
  const state = useSyncExternalStore(pad.subscribe, pad.getState);
  return <LayersPanel pad={pad} state={state} />;
}

const layersShown = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button', { name: /^Select / })
    .map((b) => b.textContent);

describe('layers panel', () => {
  it('duplicates, merges down and undoes each, top layer first', async () => {
    render(<Panel />);
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Layer 1' }));
    expect(layersShown()).toEqual(['Layer 1 copy', 'Layer 1']);
    // The copy is the one drawn on now, and it can go back into the layer under it.
    expect(
      screen.getByRole('button', { name: 'Select Layer 1 copy' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Merge Layer 1 copy down' }));
    expect(layersShown()).toEqual(['Layer 1']);
    act(() => pad.undo());
    expect(layersShown()).toEqual(['Layer 1 copy', 'Layer 1']);
    act(() => pad.undo());
    expect(layersShown()).toEqual(['Layer 1']);
  });

  it('renames inline from the keyboard: F2, type, Enter; Escape keeps the old name', async () => {
    render(<Panel />);
    screen.getByRole('button', { name: 'Select Layer 1' }).focus();
    await userEvent.keyboard('{F2}');
    const field = screen.getByRole('textbox', { name: 'Rename Layer 1' });
    expect(document.activeElement).toBe(field);
    await userEvent.clear(field);
    await userEvent.type(field, 'Sky{Enter}');
    expect(layersShown()).toEqual(['Sky']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select Sky' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rename Sky' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Rename Sky' }), 'line{Escape}');
    expect(layersShown()).toEqual(['Sky']);
    act(() => pad.undo());
    expect(layersShown()).toEqual(['Layer 1']);
  });

  it('sets a blend mode from a labelled list of all sixteen', async () => {
    render(<Panel />);
    const blend = screen.getByRole('combobox', { name: 'Layer 1 blend mode' });
    expect(within(blend).getAllByRole('option')).toHaveLength(16);
    await userEvent.selectOptions(blend, 'Colour dodge');
    expect(pad.engine.doc.layer('layer-1')?.blend).toBe('color-dodge');
    expect(blend).toHaveProperty('value', 'color-dodge');
  });

  it('locks a layer, says why drawing is off, and refuses to delete or merge it', async () => {
    render(<Panel />);
    await userEvent.click(screen.getByRole('button', { name: 'Add layer' }));
    const lock = screen.getByRole('button', { name: 'Lock Layer 2' });
    await userEvent.click(lock);
    expect(lock.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(
      'Layer 2 is locked, so drawing on it is off. Unlock it to draw.',
    );
    act(() => {
      pad.engine.apply({
        t: 'fill',
        layer: 'layer-2',
        x: 1,
        y: 1,
        color: '#000000',
        opacity: 1,
        tolerance: 0,
      });
    });
    expect(warnings).toEqual(['Layer 2 is locked. Unlock it to draw on it.']);
    const remove = screen.getByRole('button', {
      name: 'Delete Layer 2',
      description: 'Layer 2 is locked',
    });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(remove);
    expect(layersShown()).toEqual(['Layer 2', 'Layer 1']);
    expect(warnings.at(-1)).toBe('Layer 2 is locked');
  });

  it('clips a layer to the one below, shown indented under it', async () => {
    render(<Panel />);
    const clipBottom = screen.getByRole('button', {
      name: 'Clip Layer 1 to the layer below',
      description: 'Layer 1 has no layer below to clip to',
    });
    expect(clipBottom.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Add layer' }));
    const clip = screen.getByRole('button', { name: 'Clip Layer 2 to the layer below' });
    await userEvent.click(clip);
    expect(clip.getAttribute('aria-pressed')).toBe('true');
    expect(pad.engine.doc.layer('layer-2')?.clip).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Select Layer 2', description: 'clipped to Layer 1' }),
    ).toBeTruthy();
  });

  it('shows each layer small, copied from its canvas once a burst of changes has settled', async () => {
    // Which canvas each thumbnail was drawn from, by the thumbnail's layer.
    const drawn: [string, string][] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      const thumbnail = this.dataset.thumbnail;
      if (!thumbnail) return null;
      const context = {
        clearRect() {},
        drawImage: (source: HTMLCanvasElement) => drawn.push([thumbnail, source.dataset.layer!]),
      };
      return context as unknown as CanvasRenderingContext2D;
    });
    const { container } = render(<Panel />);
    await waitFor(() => expect(drawn.length).toBeGreaterThanOrEqual(2));
    await new Promise((r) => setTimeout(r, 400));
    drawn.length = 0;

    act(() => {
      pad.layers.add();
      pad.layers.add();
      pad.layers.rename('layer-1', 'Sky');
    });
    await new Promise((r) => setTimeout(r, 400));
    const thumbnails = container.querySelectorAll('canvas[data-thumbnail]');
    expect(thumbnails).toHaveLength(3);
    // Each from its own layer's canvas, and the first layer once only for the three changes.
    expect(drawn.every(([thumbnail, source]) => thumbnail === source)).toBe(true);
    expect(drawn.filter(([thumbnail]) => thumbnail === 'layer-1')).toHaveLength(1);
  });
});
