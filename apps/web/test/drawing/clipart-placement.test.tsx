import type { Sketchpad } from '@glossy/canvas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { svgRatio } from '../../src/features/drawing/clipart/clipart-picture';
import { stubOffscreenCanvas } from '../support/offscreen';
import { StudioParts } from '../support/studio';
import { toastMessages as warnings, withRealPad } from './real-pad';

vi.mock('../../src/lib/toast', async () => (await import('./real-pad')).toastModule);

const index = {
  groups: ['Animals'],
  pieces: [
    ['1f431', 'cat face', 'cat pet', 0],
    ['wide', 'banner', 'ribbon', 0],
    ['gone', 'star', 'night', 0],
  ],
};
const svg = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><path d="M0 0h${w}v${h}z"/></svg>`;

let pad: Sketchpad;
let fetched: string[];
let images: { width: number; height: number }[];

withRealPad(
  (created) => {
    pad = created;
  },
  { width: 400, height: 300 },
);
beforeEach(() => {
  fetched = [];
  images = stubOffscreenCanvas().images;
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    if (url === '/studio/clipart/index.json') return Response.json(index);
    if (url === '/studio/clipart/1f431.svg') return new Response(svg(36, 36));
    if (url === '/studio/clipart/wide.svg') return new Response(svg(40, 20));
    return new Response('', { status: 404 });
  });
  // jsdom decodes no pictures: stand-ins that succeed.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:clipart');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: async () => undefined,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
});

function renderPanel(onPlaced?: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StudioParts pad={pad} onPlaced={onPlaced} />
    </QueryClientProvider>,
  );
}

async function openLibrary() {
  await userEvent.click(screen.getByText('Clipart'));
  await screen.findByRole('button', { name: 'Place cat face' });
}

describe('the clipart section', () => {
  it('loads nothing until it is opened', async () => {
    renderPanel();
    expect(screen.getByText('Clipart').closest('details')?.open).toBe(false);
    expect(screen.queryByRole('searchbox', { name: 'Search clipart' })).toBeNull();
    expect(fetched).toEqual([]);
    await openLibrary();
    expect(fetched).toEqual(['/studio/clipart/index.json']);
    expect(screen.getByText(/Twemoji/)).toBeTruthy();
  });

  it('floats a picked piece on the current layer, centred on the middle of the view', async () => {
    const onPlaced = vi.fn();
    renderPanel(onPlaced);
    await openLibrary();
    vi.spyOn(pad.view, 'toDocument').mockReturnValue({ x: 150, y: 120 });
    const place = vi.spyOn(pad.selection, 'placePicture');
    await userEvent.click(screen.getByRole('button', { name: 'Place cat face' }));
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    expect(fetched).toContain('/studio/clipart/1f431.svg');
    // 256 document units wide at the board's raster scale (1 here), drawn at that size.
    const [picture, where] = place.mock.calls[0] ?? [];
    expect([picture?.width, picture?.height, picture?.pixels.length]).toEqual([
      256,
      256,
      256 * 256 * 4,
    ]);
    expect(images).toEqual([{ width: 256, height: 256 }]);
    expect(where).toEqual({ centre: { x: 150, y: 120 } });
    expect(pad.getState()).toMatchObject({ tool: 'select', selection: { kind: 'picture' } });
    expect(onPlaced).toHaveBeenCalledTimes(1);
    // Done places it as one step.
    act(() => void pad.selection.commit());
    expect(pad.engine.history.applied().map((op) => op.t)).toEqual(['paste']);
  });

  it('keeps a piece’s proportions, and brings it onto the page when the view is off it', async () => {
    renderPanel();
    await openLibrary();
    vi.spyOn(pad.view, 'toDocument').mockReturnValue({ x: -500, y: 900 });
    const place = vi.spyOn(pad.selection, 'placePicture');
    await userEvent.click(screen.getByRole('button', { name: 'Place banner' }));
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    const [picture, where] = place.mock.calls[0] ?? [];
    expect([picture?.width, picture?.height]).toEqual([256, 128]);
    expect(where).toEqual({ centre: { x: 0, y: 300 } });
  });

  it('on a locked layer nothing floats, and the toast says why', async () => {
    const onPlaced = vi.fn();
    renderPanel(onPlaced);
    await openLibrary();
    act(() => pad.layers.setLocked('layer-1', true));
    await userEvent.click(screen.getByRole('button', { name: 'Place cat face' }));
    await waitFor(() => expect(warnings.some((m) => /locked/i.test(m))).toBe(true));
    expect(pad.getState().selection).toBeNull();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('says so when a piece cannot be loaded', async () => {
    renderPanel();
    await openLibrary();
    await userEvent.click(screen.getByRole('button', { name: 'Place star' }));
    await waitFor(() => expect(warnings).toEqual(['star could not be loaded: try again.']));
    expect(pad.getState().selection).toBeNull();
  });
});

describe('an SVG’s proportions', () => {
  it('come from its viewBox, else its width and height, else it is square', () => {
    expect(svgRatio(svg(36, 36))).toBe(1);
    expect(svgRatio(svg(40, 20))).toBe(0.5);
    expect(svgRatio('<svg viewBox="0,0,10,30" width="5">')).toBe(3);
    expect(svgRatio('<svg width="200" height="50"><rect viewBox="0 0 1 9"/></svg>')).toBe(0.25);
    expect(svgRatio('<svg><path/></svg>')).toBe(1);
  });
});
