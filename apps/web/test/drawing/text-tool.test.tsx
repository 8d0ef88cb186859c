import { studioFonts, type Sketchpad } from '@glossy/canvas';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStudioFont } from '../../src/features/drawing/text/font-loader';
import { stubOffscreenCanvas } from '../support/offscreen';
import { StudioParts } from '../support/studio';
import { toastMessages as warnings, withRealPad } from './real-pad';

// jsdom loads no fonts: the loader answers at once; what it was asked for is what is checked.
vi.mock('../../src/features/drawing/text/font-loader', () => ({
  loadStudioFont: vi.fn(async () => undefined),
}));
vi.mock('../../src/lib/toast', async () => (await import('./real-pad')).toastModule);

let pad: Sketchpad;
withRealPad(
  (created) => {
    pad = created;
    vi.mocked(loadStudioFont).mockClear();
  },
  { width: 400, height: 300 },
);
afterEach(() => vi.unstubAllGlobals());

const Studio = () => <StudioParts pad={pad} />;

const box = () => screen.getByRole('textbox', { name: 'Text to place' }) as HTMLTextAreaElement;
const ops = () => pad.engine.history.applied().map((op) => op.t);

/** The text tool out, a box opened at (100, 50) and `words` typed into it. */
async function typeAt(words: string) {
  render(<Studio />);
  act(() => pad.setTool('text'));
  act(() => pad.requestText({ x: 100, y: 50 }));
  await userEvent.type(box(), words);
}

describe('the Text section', () => {
  it('shows with the text tool only, and loads its face only then', () => {
    render(<Studio />);
    expect(screen.queryByLabelText('Font')).toBeNull();
    expect(loadStudioFont).not.toHaveBeenCalled();
    act(() => pad.setTool('text'));
    expect(screen.getByLabelText('Font')).toBeTruthy();
    expect(loadStudioFont).toHaveBeenCalledTimes(1);
    expect(loadStudioFont).toHaveBeenCalledWith(studioFonts[0]);
  });

  it('offers 30 or more faces by family, hand-lettering and display faces in groups of their own', async () => {
    render(<Studio />);
    act(() => pad.setTool('text'));
    const select = screen.getByLabelText('Font') as HTMLSelectElement;
    expect(select.options.length).toBeGreaterThanOrEqual(30);
    const group = (label: string) =>
      [...select.querySelectorAll('optgroup')].find((g) => g.label === label);
    const families = (label: string) =>
      [...(group(label)?.querySelectorAll('option') ?? [])].map((o) => o.textContent);
    expect(families('Hand lettering')).toContain('Caveat');
    expect(families('Display')).toContain('Lobster');
    expect(families('Hand lettering').length).toBeGreaterThanOrEqual(5);
    expect(families('Display').length).toBeGreaterThanOrEqual(5);
    await userEvent.selectOptions(select, 'lobster');
    expect(loadStudioFont).toHaveBeenLastCalledWith(studioFonts.find((f) => f.id === 'lobster'));
  });

  it('has a labelled size from 8 to 200, alignment as radio buttons, and the fonts’ licences', () => {
    render(<Studio />);
    act(() => pad.setTool('text'));
    const size = screen.getByRole('slider', { name: /Text size/ }) as HTMLInputElement;
    expect([size.min, size.max, size.value]).toEqual(['8', '200', '48']);
    const alignment = screen.getByRole('group', { name: 'Alignment' });
    const radios = within(alignment).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['Left', 'Centre', 'Right']);
    expect(radios.map((r) => r.checked)).toEqual([true, false, false]);
    expect(screen.getByText(/Colour: Gray, as chosen under Colour/)).toBeTruthy();
    expect(
      screen.getByText(/Fonts: SIL Open Font License \/ Apache 2.0, from Fontsource/),
    ).toBeTruthy();
    const licences = screen.getByRole('link', { name: 'each font’s licence' });
    expect(licences.getAttribute('href')).toBe('/studio/fonts/LICENSES.txt');
  });
});

describe('the text box', () => {
  it('opens where the board was pressed, in the stage, looking as it will be placed', async () => {
    render(<Studio />);
    act(() => pad.setTool('text'));
    expect(screen.getByRole('button', { name: 'Place text' })).toHaveProperty('disabled', true);
    act(() => pad.requestText({ x: 100, y: 50 }));
    const field = box();
    expect(pad.view.stage.contains(field)).toBe(true);
    // Its first line is centred on the press: 48 × 1.3 / 2 above it.
    expect(field.style.left).toBe('100px');
    expect(parseFloat(field.style.top)).toBeCloseTo(18.8);
    expect(field.style.fontFamily).toContain('Caveat');
    expect(field.style.fontSize).toBe('48px');
    expect(field.style.color).toBe('rgb(128, 128, 128)');
    // Focused once the press is over, to type straight away.
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(screen.getByRole('slider', { name: /Text size/ }), {
      target: { value: '100' },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Right' }));
    act(() => pad.setColor('#e11d48'));
    expect(field.style.fontSize).toBe('100px');
    expect(field.style.textAlign).toBe('right');
    expect(field.style.color).toBe('rgb(225, 29, 72)');
  });

  it('keeps a press in the box from the board', () => {
    render(<Studio />);
    act(() => pad.setTool('text'));
    act(() => pad.requestText({ x: 100, y: 50 }));
    const reached = vi.fn();
    pad.view.viewport.addEventListener('pointerdown', reached);
    box().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(reached).not.toHaveBeenCalled();
  });

  it('Ctrl+Enter places it where the box was, as ink at once, one step, the text tool still out', async () => {
    stubOffscreenCanvas();
    const place = vi.spyOn(pad.selection, 'placePicture');
    await typeAt('Hi');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    // The fake face at 48: "Hi" is 48 wide, ink from −2.4 to 52.8 and 9.6 to 57.6 of its line
    // box; cropped with 2 px of margin to 60 × 53, the box's corner at (5, −7) in it, and
    // that corner back on the box's (100, 18.8).
    const [picture, where] = place.mock.calls[0] ?? [];
    expect([picture?.width, picture?.height]).toEqual([60, 53]);
    expect(where?.centre?.x).toBeCloseTo(100 - 5 + 30);
    expect(where?.centre?.y).toBeCloseTo(18.8 + 7 + 26.5);
    expect(pad.getState()).toMatchObject({ tool: 'text', selection: null });
    expect(ops()).toEqual(['paste']);
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Text to place' })).toBeNull(),
    );
    // Nothing is left floating: the next press opens a new box, and undo takes the text away.
    act(() => pad.requestText({ x: 200, y: 100 }));
    expect(box().value).toBe('');
    act(() => pad.undo());
    expect(ops()).toEqual([]);
  });

  it('Escape drops it and places nothing', async () => {
    const place = vi.spyOn(pad.selection, 'placePicture');
    await typeAt('Hi');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Text to place' })).toBeNull();
    expect(place).not.toHaveBeenCalled();
    expect(pad.getState().tool).toBe('text');
  });

  it('a press elsewhere places it; so does another tool', async () => {
    stubOffscreenCanvas();
    await typeAt('One');
    act(() => pad.requestText({ x: 300, y: 200 }));
    await waitFor(() => expect(ops()).toEqual(['paste']));
    expect(pad.getState()).toMatchObject({ tool: 'text', selection: null });
    // The pad's state changes before React renders the box away.
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Text to place' })).toBeNull(),
    );
    // The press that placed it opened nothing: the next one opens a box to take more.
    act(() => pad.requestText({ x: 20, y: 200 }));
    await userEvent.type(box(), 'Two');
    act(() => pad.setTool('draw'));
    await waitFor(() => expect(ops()).toEqual(['paste', 'paste']));
    expect(pad.getState()).toMatchObject({ tool: 'draw', selection: null });
  });

  it('on a locked layer the box stays, and the toast says why', async () => {
    stubOffscreenCanvas();
    await typeAt('Hi');
    act(() => pad.layers.setLocked('layer-1', true));
    await userEvent.click(screen.getByRole('button', { name: 'Place text' }));
    await waitFor(() => expect(warnings.length).toBeGreaterThan(0));
    expect(warnings.some((m) => /locked/i.test(m))).toBe(true);
    expect(box().value).toBe('Hi');
    expect(ops()).toEqual(['layer.set']);
  });

  it('says so when the text is too large to place', async () => {
    stubOffscreenCanvas();
    await typeAt('W'.repeat(200));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(warnings).toContain(
        'That text is too large to place: make it smaller, or break it into lines.',
      ),
    );
    expect(box().value).toHaveLength(200);
  });
});
