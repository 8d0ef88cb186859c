import type { StepInfo } from '@glossy/canvas';
import { describe, expect, it, vi } from 'vitest';
import {
  applyChoice,
  boardSize,
  choiceMessage,
  practiseAutosave,
  readout,
  shownStroke,
  speedOptions,
  strokeText,
  toolChoice,
} from '../../../src/features/classroom/practise/paint-along';

const stroke: StepInfo = {
  kind: 'stroke',
  brush: 'brush-pen',
  color: '#1d4ed8',
  size: 12.5,
  opacity: 0.6,
  layer: 'layer-1',
  samples: 30,
};

describe('paint-along: what the panel says', () => {
  it('offers the six speeds from half to sixteen times', () => {
    expect(speedOptions.map((o) => o.label)).toEqual(['0.5×', '1×', '2×', '4×', '8×', '16×']);
  });

  it('counts strokes, describing the one being drawn while it is drawn', () => {
    expect(strokeText(3, 40)).toBe('Stroke 3 of 40');
    expect(shownStroke({ step: 3, drawing: true })).toBe(4);
    expect(shownStroke({ step: 3, drawing: false })).toBe(3);
  });

  it('names the brush, colour, width and opacity of a stroke', () => {
    expect(readout(stroke)).toEqual({
      tool: 'Brush pen',
      hex: '#1D4ED8',
      width: '12.5 px',
      opacity: '60 %',
      action: 'Use this brush',
    });
    expect(readout({ ...stroke, opacity: 1 }).opacity).toBeNull();
  });

  it('names shapes, fills and clears, with nothing to take from a clear', () => {
    const shape: StepInfo = {
      kind: 'shape',
      shape: 'rounded-rectangle',
      color: '#000000',
      size: 3,
      opacity: 1,
      filled: false,
      layer: 'layer-1',
    };
    expect(readout(shape)).toMatchObject({ tool: 'Rounded rectangle', action: 'Use this shape' });
    expect(readout({ kind: 'fill', color: '#facc15', opacity: 1, layer: 'layer-1' })).toMatchObject(
      { tool: 'Fill', hex: '#FACC15', width: null, action: 'Use this colour' },
    );
    expect(readout({ kind: 'clear' })).toEqual({
      tool: 'Clear',
      hex: null,
      width: null,
      opacity: null,
      action: null,
    });
  });

  it('names selection work, with nothing to take from it', () => {
    const edit: StepInfo = { kind: 'edit', edit: 'transform', layer: 'layer-1' };
    expect(readout(edit)).toMatchObject({ tool: 'Move selection', hex: null, action: null });
    expect(readout({ ...edit, edit: 'paste' }).tool).toBe('Paste picture');
    expect(toolChoice(edit, 1000, 1000)).toBeNull();
  });
});

describe('paint-along: taking the demo’s tools', () => {
  it('scales the width from the demo’s page to the student’s and keeps it in range', () => {
    expect(toolChoice(stroke, 1000, 1000)).toEqual({
      tool: 'draw',
      brush: 'brush-pen',
      color: '#1d4ed8',
      size: 13,
      opacity: 0.6,
    });
    expect(toolChoice(stroke, 2000, 1000)).toMatchObject({ size: 6 });
    expect(toolChoice({ ...stroke, size: 900 }, 1000, 1000)).toMatchObject({ size: 500 });
    expect(toolChoice({ ...stroke, size: 0.2 }, 1000, 1000)).toMatchObject({ size: 1 });
    expect(toolChoice({ kind: 'clear' }, 1000, 1000)).toBeNull();
  });

  it('sets brush, colour, width and opacity on the sketchpad in one go', () => {
    const pad = {
      setBrush: vi.fn(),
      setShape: vi.fn(),
      setTool: vi.fn(),
      setColor: vi.fn(),
      setSize: vi.fn(),
      set: vi.fn(),
    };
    const choice = toolChoice(stroke, 1000, 1000);
    if (!choice) throw new Error('no choice');
    applyChoice(pad, choice);
    expect(pad.setBrush).toHaveBeenCalledWith('brush-pen');
    expect(pad.setColor).toHaveBeenCalledWith('#1d4ed8');
    expect(pad.setSize).toHaveBeenCalledWith(13);
    expect(pad.set).toHaveBeenCalledWith({ opacity: 0.6 });
    expect(choiceMessage(choice, 'Brush pen')).toBe('Brush pen set: #1D4ED8, 13 px');

    const fill = toolChoice({ kind: 'fill', color: '#facc15', opacity: 1, layer: 'l' }, 1, 1);
    if (!fill) throw new Error('no choice');
    applyChoice(pad, fill);
    expect(pad.setTool).toHaveBeenCalledWith('fill');
    expect(pad.setSize).toHaveBeenCalledTimes(1);
  });
});

describe('paint-along: the student’s board', () => {
  it('takes the demo’s page size when a sketchpad handles it well', () => {
    expect(boardSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(boardSize({ width: 4096, height: 4096 })).toEqual({ width: 1000, height: 500 });
    expect(boardSize(null)).toEqual({ width: 1000, height: 500 });
  });

  it('autosaves each lesson apart from /canvas', () => {
    expect(practiseAutosave('abc')).toBe('glossy-drawer-practise-abc');
    expect(practiseAutosave('abc')).not.toBe('glossy-drawer-canvas');
  });
});
