import { Timeline, type PixelOp } from '@glossy/canvas';
import type { DrawingDetail } from '@glossy/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nameOfColour } from '../../src/sketchpad/colour-names';
import DrawingReplayPage from '../../src/features/drawing/replay/DrawingReplayPage';
import { LocationProbe, renderRoutes, stubApi } from '../support/app';
import { stubCanvas } from '../support/canvas';
import { drawingDetail, drawingId, replayLog } from './replay-fixture';

const marks = replayLog.ops.filter((op): op is PixelOp => !op.t.startsWith('layer.'));
const timeline = new Timeline(marks);
const detailKey = `GET /api/drawings/${drawingId}`;
const logKey = `GET /api/drawings/${drawingId}/log?v=4`;

const error = (status: number, message: string) => ({
  status,
  body: { error: { code: 'error', message } },
});

function renderReplay(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(routes);
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path: '/drawings/:id/replay', element: <DrawingReplayPage /> },
          { path: '*', element: null },
        ],
      },
    ],
    { url: `/drawings/${drawingId}/replay` },
  );
  return { ...view, fetchMock };
}

function renderReady(detail: DrawingDetail = drawingDetail()) {
  return renderReplay({ [detailKey]: { body: detail }, [logKey]: { body: replayLog } });
}

/** The replay opens on the finished drawing: every control comes alive. */
async function ready() {
  const play = await screen.findByRole('button', { name: 'Replay' }, { timeout: 5000 });
  await waitFor(() => expect(play).toHaveProperty('disabled', false));
  return screen.getByRole('slider', { name: 'Replay time' }) as HTMLInputElement;
}

/** The dd beside a fact's dt. */
const fact = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
};

beforeEach(() => {
  window.scrollTo = () => undefined;
  stubCanvas();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('drawing replay page', () => {
  it('shows the drawing’s title, artist and visibility, with its picture until the replay is ready', async () => {
    renderReady();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour at dusk' })).toBeTruthy();
    expect(screen.getByText('by Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Public')).toBeTruthy();
    const picture = screen.getByRole('img', { name: 'Harbour at dusk, the finished drawing' });
    expect(picture.getAttribute('src')).toBe(`/uploads/drawings/${drawingId}.png`);
    await waitFor(() =>
      expect(document.title).toBe('Harbour at dusk — watch it being drawn | Glossy Drawer'),
    );
    // Someone else's drawing: no way into the sketchpad.
    expect(screen.queryByRole('link', { name: 'Open in the sketchpad' })).toBeNull();

    await ready();
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: /the finished drawing/ })).toBeNull(),
    );
    expect(screen.getByRole('img', { name: 'Harbour at dusk, step 5 of 5' }).tagName).toBe(
      'CANVAS',
    );
  });

  it('gives its artist the way back to the sketchpad and to My drawings', async () => {
    renderReady(drawingDetail({ mine: true, visibility: 'private' }));
    const open = await screen.findByRole('link', { name: 'Open in the sketchpad' });
    expect(open.getAttribute('href')).toBe(`/canvas?drawing=${drawingId}`);
    expect(screen.getByRole('link', { name: 'My drawings' }).getAttribute('href')).toBe(
      '/drawings',
    );
    expect(screen.getByText('Private')).toBeTruthy();
  });

  it('says how the drawing was made, read from its stroke log', async () => {
    renderReady();
    await ready();
    await waitFor(() => expect(fact('Undos').textContent).toBe('3'));
    expect(fact('Time drawing').textContent).toBe('37 s');
    expect(fact('Strokes').textContent).toBe('3');
    expect(fact('Tools used').textContent).toBe('Pen, Marker, Rectangle, Fill');
    expect(fact('Layers').textContent).toBe('2');
    const swatches = await within(fact('Colours used')).findAllByRole('img');
    expect(swatches.map((s) => s.getAttribute('aria-label'))).toEqual(
      ['#1d4ed8', '#b91c1c', '#15803d', '#facc15'].map(
        (hex) => `${nameOfColour(hex)}, ${hex.toUpperCase()}`,
      ),
    );
  });

  it('offers every speed from half to thirty-two times', async () => {
    renderReady();
    await ready();
    const speed = screen.getByRole('combobox', { name: 'Speed' }) as HTMLSelectElement;
    expect([...speed.options].map((o) => o.textContent)).toEqual([
      '0.5×',
      '1×',
      '2×',
      '4×',
      '8×',
      '16×',
      '32×',
    ]);
    expect(speed.value).toBe('1');
    await userEvent.selectOptions(speed, '32');
    expect(speed.value).toBe('32');
  });

  it('scrubs through the drawing’s time, and steps a stroke at a time by button and key', async () => {
    renderReady();
    const slider = await ready();
    expect(slider.max).toBe(String(Math.ceil(timeline.total)));
    expect(slider.getAttribute('aria-valuetext')).toBe('0:37 of 0:37, step 5 of 5');

    fireEvent.change(slider, { target: { value: '0' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('0:00 of 0:37, step 0 of 5');
    // Half way through the second stroke: the first is complete, the thumb stays where it was put.
    const midSecond = Math.round((timeline.starts[1] ?? 0) + 6000);
    fireEvent.change(slider, { target: { value: String(midSecond) } });
    expect(slider.value).toBe(String(midSecond));
    expect(slider.getAttribute('aria-valuetext')).toBe('0:18 of 0:37, step 1 of 5');

    await userEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(slider.value).toBe(String(Math.round(timeline.timeOf(2))));
    expect(slider.getAttribute('aria-valuetext')).toMatch(/step 2 of 5$/);
    await userEvent.click(screen.getByRole('button', { name: 'Step back' }));
    expect(slider.value).toBe(String(Math.round(timeline.timeOf(1))));

    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider.getAttribute('aria-valuetext')).toMatch(/step 3 of 5$/);
    expect(slider.value).toBe(String(Math.round(timeline.timeOf(3))));
    await userEvent.keyboard('{ArrowLeft}');
    expect(slider.getAttribute('aria-valuetext')).toMatch(/step 2 of 5$/);
  });

  it('plays and pauses with Space', async () => {
    renderReady();
    const slider = await ready();
    fireEvent.change(slider, { target: { value: '0' } });
    slider.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('jumps to the start of a layer’s work', async () => {
    renderReady();
    const slider = await ready();
    const layers = await screen.findByRole('group', { name: 'Jump to the start of a layer' });
    const buttons = within(layers).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Layer 1', 'Ink']);
    // Ink's first mark is the second: the first is shown complete, Ink's comes next.
    await userEvent.click(within(layers).getByRole('button', { name: 'Ink' }));
    expect(slider.getAttribute('aria-valuetext')).toMatch(/step 1 of 5$/);
    expect(slider.value).toBe(String(Math.round(timeline.timeOf(1))));
    await userEvent.click(within(layers).getByRole('button', { name: 'Layer 1' }));
    expect(slider.getAttribute('aria-valuetext')).toBe('0:00 of 0:37, step 0 of 5');
  });

  it('says when the drawing does not exist', async () => {
    renderReplay({ [detailKey]: error(404, 'Drawing not found') });
    expect(
      await screen.findByRole('heading', { name: 'This drawing does not exist' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My drawings' }).getAttribute('href')).toBe(
      '/drawings',
    );
  });

  it('says when the drawing is someone else’s and private, without asking to log in', async () => {
    renderReplay({ [detailKey]: error(403, 'This drawing is private') });
    expect(await screen.findByRole('heading', { name: 'This drawing is private' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('asks a signed-out visitor to log in, and to come back here', async () => {
    renderReplay({ [detailKey]: error(401, 'Log in first') });
    expect(await screen.findByRole('heading', { name: 'This drawing is private' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    const probe = await screen.findByTestId('location');
    await waitFor(() => expect(probe.textContent).toBe('/login'));
    expect(probe.getAttribute('data-from')).toBe(`/drawings/${drawingId}/replay`);
  });

  it('says when the stroke log cannot be read, and tries again', async () => {
    let asked = 0;
    renderReplay({
      [detailKey]: { body: drawingDetail() },
      [logKey]: () =>
        ++asked === 1 ? { body: { format: 'not a stroke log' } } : { body: replayLog },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('the drawing’s stroke log could not be read');
    // The picture is still there to see.
    expect(screen.getByRole('img', { name: 'Harbour at dusk, the finished drawing' })).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await ready();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toBe(2);
  });
});
