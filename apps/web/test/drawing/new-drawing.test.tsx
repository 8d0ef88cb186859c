import type { BoardSize, Sketchpad } from '@glossy/canvas';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NewDrawingDialog } from '../../src/features/drawing/board/NewDrawingDialog';
import { SaveBar } from '../../src/features/drawing/cloud/SaveBar';
import type { useCloudDrawing } from '../../src/features/drawing/cloud/useCloudDrawing';
import { polyfillDialog } from '../support/dialog';
import { withRealPad } from './real-pad';

beforeAll(polyfillDialog);
afterEach(cleanup);

const wide: BoardSize = { width: 1000, height: 500 };

function renderDialog(warning: string | null = null, current = wide) {
  const onStart = vi.fn();
  const onClose = vi.fn();
  render(
    <NewDrawingDialog
      open
      current={current}
      warning={warning}
      onStart={onStart}
      onClose={onClose}
    />,
  );
  return { onStart, onClose };
}

const option = (name: string | RegExp) => screen.getByRole('radio', { name });
const field = (name: 'Width' | 'Height') => screen.getByRole('spinbutton', { name });
const sizeOf = () => [field('Width'), field('Height')].map((f) => (f as HTMLInputElement).value);
const typeIn = async (name: 'Width' | 'Height', value: string) => {
  await userEvent.clear(field(name));
  await userEvent.type(field(name), value);
};

describe('New: the size of the next board', () => {
  it('starts from the board’s size, Wide and landscape, and starts it as it is', async () => {
    const { onStart, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Start a new drawing?' })).toBeTruthy();
    expect(option(/^Wide/)).toHaveProperty('checked', true);
    expect(option('Landscape')).toHaveProperty('checked', true);
    expect(sizeOf()).toEqual(['1000', '500']);
    await userEvent.click(screen.getByRole('button', { name: 'Start drawing' }));
    expect(onStart).toHaveBeenCalledWith({ width: 1000, height: 500 });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers presets, each the usual way round, and turns them', async () => {
    const { onStart } = renderDialog();
    for (const [name, size] of [
      [/^Square/, ['1080', '1080']],
      [/^A4 at 150 dpi/, ['1240', '1754']],
      [/^HD/, ['1920', '1080']],
      [/^Phone/, ['1080', '1920']],
    ] as const) {
      await userEvent.click(option(name));
      expect(sizeOf()).toEqual(size);
    }
    expect(option('Portrait')).toHaveProperty('checked', true);
    await userEvent.click(option(/^A4/));
    await userEvent.click(option('Landscape'));
    expect(sizeOf()).toEqual(['1754', '1240']);
    // Still A4, the other way round.
    expect(option(/^A4/)).toHaveProperty('checked', true);
    await userEvent.click(option(/^Square/));
    expect(option('Landscape')).toHaveProperty('disabled', true);
    expect(option('Portrait')).toHaveProperty('disabled', true);
    await userEvent.click(option(/^HD/));
    await userEvent.click(screen.getByRole('button', { name: 'Start drawing' }));
    expect(onStart).toHaveBeenCalledWith({ width: 1920, height: 1080 });
  });

  it('takes any size between 16 and 4096 a side, as Custom', async () => {
    const { onStart } = renderDialog();
    await userEvent.click(option('Custom'));
    expect(document.activeElement).toBe(field('Width'));
    await typeIn('Width', '800');
    await typeIn('Height', '600');
    expect(option('Custom')).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Start drawing' }));
    expect(onStart).toHaveBeenCalledWith({ width: 800, height: 600 });
  });

  it('says what is wrong with a side beside it, once it is left, and starts nothing', async () => {
    const { onStart } = renderDialog();
    await typeIn('Width', '8');
    expect(screen.queryByText(/Width must be/)).toBeNull();
    fireEvent.blur(field('Width'));
    expect(
      screen.getByText('Width must be a whole number of pixels from 16 to 4096.'),
    ).toBeTruthy();
    expect(field('Width').getAttribute('aria-invalid')).toBe('true');
    expect(field('Width').getAttribute('aria-describedby')).toBeTruthy();
    await typeIn('Height', '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Start drawing' }));
    expect(
      screen.getByText('Height must be a whole number of pixels from 16 to 4096.'),
    ).toBeTruthy();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('refuses a board too large for its layers to fit in memory, saying why', async () => {
    const { onStart } = renderDialog();
    await typeIn('Width', '4096');
    await typeIn('Height', '4096');
    await userEvent.click(screen.getByRole('button', { name: 'Start drawing' }));
    expect(
      screen.getByText(
        'That is 16.8 million pixels: a board can have up to 8.4 million (such as 4096 × 2048), so that all its layers fit in memory.',
      ),
    ).toBeTruthy();
    expect(onStart).not.toHaveBeenCalled();
    await typeIn('Height', '2048');
    await userEvent.click(screen.getByRole('button', { name: 'Start drawing' }));
    expect(onStart).toHaveBeenCalledWith({ width: 4096, height: 2048 });
  });

  it('warns of unsaved work, and its button says the board will be cleared', async () => {
    const { onStart } = renderDialog('The drawing on the board is not saved.');
    const dialog = screen.getByRole('alertdialog', { name: 'Start a new drawing?' });
    expect(within(dialog).getByText('The drawing on the board is not saved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start drawing' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the board' }));
    expect(onStart).toHaveBeenCalledWith(wide);
  });

  it('goes without a change on Cancel', async () => {
    const { onStart, onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
  });
});

type Cloud = ReturnType<typeof useCloudDrawing>;

describe('New on the studio’s bar, with a real board', () => {
  let pad: Sketchpad;
  withRealPad(
    (created) => {
      pad = created;
    },
    { width: 1000, height: 500 },
  );

  function renderBar(cloud: Partial<Cloud>) {
    const full = {
      signedIn: true,
      link: null,
      title: 'Untitled drawing',
      status: 'local',
      savedAt: null,
      save: vi.fn(),
      saveAs: vi.fn(),
      rename: vi.fn(),
      open: vi.fn(),
      startNew: vi.fn(async (size?: BoardSize) => pad.newDrawing(size)),
      ...cloud,
    } as Cloud;
    const { width, height } = pad.getState();
    render(
      <MemoryRouter>
        <SaveBar cloud={full} board={{ width, height }} boardEmpty={() => pad.isEmpty} />
      </MemoryRouter>,
    );
    return full;
  }

  const board = () => pad.view.viewport.getAttribute('aria-label');

  it('puts a board of the chosen size in, named by its size', async () => {
    renderBar({});
    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    // An empty board: nothing to warn of.
    expect(screen.getByRole('dialog', { name: 'Start a new drawing?' })).toBeTruthy();
    await userEvent.click(option(/^Square/));
    await userEvent.click(screen.getByRole('button', { name: 'Start drawing' }));
    expect(pad.getState()).toMatchObject({ width: 1080, height: 1080 });
    expect(board()).toBe('Drawing board, 1080 by 1080 pixels');
  });

  it('warns before clearing work that is not in the account', async () => {
    pad.engine.apply({ t: 'clear' });
    const cloud = renderBar({});
    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(
      screen.getByText(
        'The drawing on the board is not saved to your account. Save it first to keep it.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the board' }));
    expect(cloud.startNew).toHaveBeenCalledWith({ width: 1000, height: 500 });
    expect(pad.isEmpty).toBe(true);
  });

  it('gives a visitor who is not logged in New too, warning that the board is all there is', async () => {
    pad.engine.apply({ t: 'clear' });
    renderBar({ signedIn: false, status: 'signed-out' });
    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(
      screen.getByText(
        'The drawing on the board is kept only on this device. Download it first to keep it.',
      ),
    ).toBeTruthy();
    await userEvent.click(option(/^Phone/));
    await userEvent.click(screen.getByRole('button', { name: 'Clear the board' }));
    expect(board()).toBe('Drawing board, 1080 by 1920 pixels');
  });
});
