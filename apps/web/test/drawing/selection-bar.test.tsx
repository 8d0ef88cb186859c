import type { Sketchpad } from '@glossy/canvas';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExportControls } from '../../src/sketchpad/BoardActions';
import { SelectionBar } from '../../src/features/drawing/workspace/SelectionBar';
import { toastMessages as warnings, withRealPad } from './real-pad';

vi.mock('../../src/lib/toast', async () => (await import('./real-pad')).toastModule);

let pad: Sketchpad;
withRealPad((created) => {
  pad = created;
  // Something to select: a few opaque pixels on the layer.
  pad.engine.doc.layers[0]?.surface.data.fill(255, 0, 4 * 80 * 4);
});

function Bar() {
  const state = useSyncExternalStore(pad.subscribe, pad.getState);
  return (
    <>
      <SelectionBar pad={pad} state={state} />
      <ExportControls pad={pad} state={state} />
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const ops = () => pad.engine.history.applied().map((op) => op.t);

describe('selection bar', () => {
  it('shows only with a selection tool out, or a selection on the board', () => {
    render(<Bar />);
    expect(screen.queryByRole('toolbar', { name: 'Selection' })).toBeNull();
    act(() => pad.setTool('lasso'));
    expect(screen.getByRole('toolbar', { name: 'Selection' })).toBeTruthy();
    expect(screen.getByText('Drag on the board to select')).toBeTruthy();
    // Nothing selected yet: only what needs no selection can be pressed.
    const enabled = ['Select all', 'Transform layer'];
    for (const name of [
      'Copy',
      'Paste',
      'Delete',
      'Flip horizontally',
      'Flip vertically',
      'Done',
      'Cancel',
    ]) {
      expect(button(name).disabled, name).toBe(true);
    }
    for (const name of enabled) expect(button(name).disabled, name).toBe(false);
    expect(button('Copy').title).toBe('Copy (Ctrl+C)');
  });

  it('selects all, flips, and Done places it as one step', async () => {
    render(<Bar />);
    act(() => pad.setTool('select'));
    await userEvent.click(button('Select all'));
    expect(button('Done').disabled).toBe(false);
    expect(screen.getByText('Drag to move, handles to scale and turn')).toBeTruthy();
    await userEvent.click(button('Flip horizontally'));
    expect(screen.getByText('Done places it, Cancel puts it back')).toBeTruthy();
    expect(ops()).toEqual([]);
    await userEvent.click(button('Done'));
    expect(ops()).toEqual(['transform']);
    expect(button('Done').disabled).toBe(true);
  });

  it('Cancel puts a flipped selection back and leaves no step', async () => {
    render(<Bar />);
    act(() => pad.setTool('select'));
    await userEvent.click(button('Select all'));
    await userEvent.click(button('Flip vertically'));
    await userEvent.click(button('Cancel'));
    expect(ops()).toEqual([]);
    expect(pad.getState().selection).toBeNull();
  });

  it('copies and pastes a floating picture, placed as one paste step; deletes', async () => {
    render(<Bar />);
    act(() => pad.setTool('select'));
    await userEvent.click(button('Select all'));
    await userEvent.click(button('Copy'));
    expect(button('Paste').disabled).toBe(false);
    await userEvent.click(button('Paste'));
    expect(screen.getByText('Drag to place, handles to size, then Done')).toBeTruthy();
    await userEvent.click(button('Done'));
    expect(ops()).toEqual(['paste']);
    await userEvent.click(button('Select all'));
    await userEvent.click(button('Delete'));
    expect(ops()).toEqual(['paste', 'erase-region']);
  });

  it('Transform layer frames the paint on the layer; on an empty one it says why', async () => {
    render(<Bar />);
    act(() => pad.setTool('select'));
    await userEvent.click(button('Transform layer'));
    expect(pad.getState().selection).toEqual({ kind: 'rect', changed: false });
    act(() => {
      pad.selection.cancel();
      pad.clear();
    });
    await userEvent.click(button('Transform layer'));
    // The bar and the import menu both listen; one toast id makes it one message on screen.
    expect(new Set(warnings)).toEqual(
      new Set(['Layer 1 is empty: there is nothing on it to transform.']),
    );
  });

  it('imports a picture from the menu, and says so when the file is no picture', async () => {
    render(<Bar />);
    await userEvent.click(screen.getByText('More formats'));
    expect(button('Import picture as a layer')).toBeTruthy();
    // Dropped files and pasted ones pass no accept filter: the board checks the type itself.
    fireEvent.change(screen.getByLabelText('Picture file'), {
      target: { files: [new File(['{}'], 'notes.json', { type: 'application/json' })] },
    });
    await vi.waitFor(() =>
      expect(new Set(warnings)).toEqual(new Set(['That file is not a picture.'])),
    );
    expect(ops()).toEqual([]);
  });
});
