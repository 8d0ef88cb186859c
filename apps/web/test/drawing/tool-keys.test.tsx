import { toolKeys, type Sketchpad, type Tool } from '@glossy/canvas';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShortcutsHelp } from '../../src/features/drawing/workspace/ShortcutsHelp';
import { tools, toolTitle } from '../../src/sketchpad/Toolbar';
import { withRealPad } from './real-pad';

const press = (key: string, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, bubbles: true });

describe('single keys for every tool', () => {
  let pad: Sketchpad;
  withRealPad((created) => {
    pad = created;
  });

  it('picks each tool with its one key, Photoshop’s where it has one', () => {
    const picked: Record<string, Tool> = {};
    for (const key of ['U', 'G', 'I', 'M', 'L', 'E', 'B']) {
      press(key.toLowerCase());
      picked[key] = pad.getState().tool;
    }
    expect(picked).toEqual({
      U: 'shape',
      G: 'fill',
      I: 'eyedropper',
      M: 'select',
      L: 'lasso',
      E: 'erase',
      B: 'draw',
    });
    expect(new Set(Object.values(toolKeys)).size).toBe(Object.keys(toolKeys).length);
  });

  it('gives the text tool its key only where the page has a box to type in', () => {
    press('t');
    expect(pad.getState().tool).toBe('draw');
    const stop = pad.onTextRequest(() => undefined);
    press('t');
    expect(pad.getState().tool).toBe('text');
    stop();
  });

  it('leaves the keys to a field being typed in, and to Ctrl combinations', () => {
    const field = document.body.appendChild(document.createElement('input'));
    press('g', field);
    expect(pad.getState().tool).toBe('draw');
    fireEvent.keyDown(document.body, { key: 'l', ctrlKey: true, bubbles: true });
    expect(pad.getState().tool).toBe('draw');
    field.remove();
  });

  it('opens and closes the sheet of keys with ?, which names every tool’s key', () => {
    render(<ShortcutsHelp pad={pad} />);
    const sheet = screen.getByText('Keys and gestures').closest('details')!;
    expect(sheet.open).toBe(false);
    press('?');
    expect(sheet.open).toBe(true);
    for (const entry of tools) {
      const key = screen.getByText(toolKeys[entry.tool], { selector: 'dt' });
      expect(key.nextElementSibling?.textContent).toBe(entry.label);
    }
    press('?');
    expect(sheet.open).toBe(false);
  });

  it('names each tool’s key in its tooltip', () => {
    const shape = tools.find((entry) => entry.tool === 'shape')!;
    expect(toolTitle(shape)).toBe('Shape (U) — Shift keeps squares, circles and 45°');
    expect(toolTitle(tools[0]!)).toBe('Draw (B)');
  });
});
