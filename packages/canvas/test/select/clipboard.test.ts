// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pictureName, readPicture } from '../../src/dom/picture';
import { bindSelectionEvents, COPY_MARK } from '../../src/dom/selectionEvents';

/** A clipboard or drag event carrying `data` (jsdom builds neither with their data). */
function eventWith<T extends Event>(
  type: string,
  field: string,
  data: object,
  target: EventTarget,
): T {
  const e = new Event(type, { cancelable: true, bubbles: true });
  Object.defineProperty(e, field, { value: data });
  target.dispatchEvent(e);
  return e as T;
}

const png = new File(['x'], 'cat.png', { type: 'image/png' });
const clipboard = (files: File[], text = '') => ({
  files,
  getData: () => text,
  setData: vi.fn(),
});

function setup(copied = true) {
  const board = document.body.appendChild(document.createElement('div'));
  const a = {
    copy: vi.fn(() => copied),
    remove: vi.fn(() => true),
    paste: vi.fn(() => true),
    importPicture: vi.fn(async () => undefined),
  };
  const stop = bindSelectionEvents(window, board, a);
  return { a, board, stop };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('clipboard and drop on the board', () => {
  it('copy puts the mark on the system clipboard; cut also deletes', () => {
    const { a, stop } = setup();
    const data = clipboard([]);
    const e = eventWith('copy', 'clipboardData', data, document.body);
    expect(e.defaultPrevented).toBe(true);
    expect(data.setData).toHaveBeenCalledWith('text/plain', COPY_MARK);
    eventWith('cut', 'clipboardData', clipboard([]), document.body);
    expect(a.remove).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves copying to the browser with nothing selected, or while typing', () => {
    const { stop } = setup(false);
    expect(eventWith('copy', 'clipboardData', clipboard([]), document.body).defaultPrevented).toBe(
      false,
    );
    stop();
    const second = setup();
    const input = document.body.appendChild(document.createElement('input'));
    expect(eventWith('copy', 'clipboardData', clipboard([]), input).defaultPrevented).toBe(false);
    expect(second.a.copy).not.toHaveBeenCalled();
    second.stop();
  });

  it('pastes a picture from the system clipboard as a new layer, and our own copy as ours', () => {
    const { a, stop } = setup();
    eventWith('paste', 'clipboardData', clipboard([png]), document.body);
    expect(a.importPicture).toHaveBeenCalledWith(png, 'Pasted picture');
    eventWith('paste', 'clipboardData', clipboard([png], COPY_MARK), document.body);
    eventWith('paste', 'clipboardData', clipboard([]), document.body);
    expect(a.paste).toHaveBeenCalledTimes(2);
    expect(a.importPicture).toHaveBeenCalledTimes(1);
    stop();
  });

  it('imports a file dropped on the board', () => {
    const { a, board, stop } = setup();
    const over = eventWith<DragEvent>(
      'dragover',
      'dataTransfer',
      { types: ['Files'], files: [png] },
      board,
    );
    expect(over.defaultPrevented).toBe(true);
    const drop = eventWith<DragEvent>(
      'drop',
      'dataTransfer',
      { types: ['Files'], files: [png] },
      board,
    );
    expect(drop.defaultPrevented).toBe(true);
    expect(a.importPicture).toHaveBeenCalledWith(png);
    stop();
  });
});

describe('reading a picture file', () => {
  it('refuses what is not a picture, or too large, with words to show', async () => {
    await expect(
      readPicture(new File(['{}'], 'a.json', { type: 'application/json' }), 10, 10),
    ).rejects.toThrow('That file is not a picture.');
    const huge = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 41 * 2 ** 20 });
    await expect(readPicture(huge, 10, 10)).rejects.toThrow(/over 40 MB/);
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('broken')));
    await expect(readPicture(png, 10, 10)).rejects.toThrow(/could not be opened/);
    vi.unstubAllGlobals();
  });

  it('names the layer after the file', () => {
    expect(pictureName(png, 'Picture', 40)).toBe('cat');
    expect(pictureName(new Blob(['x']), 'Picture', 40)).toBe('Picture');
  });
});
