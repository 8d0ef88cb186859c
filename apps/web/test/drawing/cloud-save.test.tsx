import 'fake-indexeddb/auto';
import type { Sketchpad, StrokeLog } from '@glossy/canvas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLink } from '../../src/features/drawing/cloud/cloud-link';
import { DRAWING, sendDrawing } from '../../src/features/drawing/cloud/queued-drawing';
import { forgetDevice, queued } from '../../src/lib/offline/device-store';
import { hasQueued } from '../../src/lib/offline/outbox-flag';
import { sendQueued } from '../../src/lib/offline/send-queued';
import {
  AUTOSAVE_DELAY_MS,
  useCloudDrawing,
} from '../../src/features/drawing/cloud/useCloudDrawing';
import { ana, sessionState } from '../community/session-mock';
import { requestsTo, stubApi } from '../support/app';

vi.mock('../../src/lib/auth/session', async () => {
  const { mockedSession: useSession } = await import('../community/session-mock');
  return { useSession };
});

const log = (strokes: number): StrokeLog => ({
  format: 'glossy-drawer/stroke-log',
  version: 1,
  width: 1000,
  height: 500,
  scale: 1,
  background: '#ffffff',
  ops: Array.from({ length: strokes }, (_, i) => ({ t: 'clear' as const, n: i })),
});

/** A board stand-in: what the hook reads (log, picture) and the change events it listens to. */
function fakePad() {
  const listeners = new Set<() => void>();
  let strokes = 0;
  const pad = {
    engine: { log: () => log(strokes) },
    picture: async () => new Blob(['png'], { type: 'image/png' }),
    get isEmpty() {
      return strokes === 0;
    },
    openLog: vi.fn((opened: StrokeLog) => {
      strokes = opened.ops.length;
    }),
    newDrawing: vi.fn(() => {
      strokes = 0;
    }),
    subscribeChanges: (fn: () => void) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  const draw = () => {
    strokes += 1;
    for (const fn of listeners) fn();
  };
  return { pad: pad as unknown as Sketchpad, draw, openLog: pad.openLog };
}

function renderCloud(pad: Sketchpad) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCloudDrawing(pad), { wrapper });
}

const formOf = (init: RequestInit | undefined) => init?.body as FormData;

beforeEach(() => {
  localStorage.clear();
  sessionState.user = ana;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(async () => {
  cleanup();
  await forgetDevice();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saving the board to the account', () => {
  it('saves a new drawing with its title, then autosaves a pause after the next strokes', async () => {
    const api = stubApi({
      'POST /api/drawings': { status: 201, body: { insertedId: 'd1' } },
      'PUT /api/drawings/d1': { body: { modifiedCount: 1, version: 2 } },
    });
    const { pad, draw } = fakePad();
    const { result } = renderCloud(pad);
    draw();
    await act(() => result.current.saveAs('Harbour at dusk'));
    const created = formOf(requestsTo(api, 'POST /api/drawings')[0]?.[1]);
    expect(created.get('title')).toBe('Harbour at dusk');
    expect(created.get('log')).toBeInstanceOf(Blob);
    expect((created.get('picture') as Blob).type).toBe('image/png');
    expect(readLink(ana.email)).toMatchObject({ drawingId: 'd1', version: 1, dirty: false });

    act(() => draw());
    expect(readLink(ana.email)?.dirty).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100));
    expect(requestsTo(api, 'PUT /api/drawings/d1')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(result.current.status).toBe('saved'));
    const saved = formOf(requestsTo(api, 'PUT /api/drawings/d1')[0]?.[1]);
    expect(saved.get('version')).toBe('1');
    expect(readLink(ana.email)).toMatchObject({ version: 2, dirty: false });
  });

  it('keeps both copies when the drawing was saved elsewhere meanwhile (409)', async () => {
    localStorage.setItem(
      'glossy-drawer-canvas-account',
      JSON.stringify({
        email: ana.email,
        drawingId: 'd1',
        version: 3,
        title: 'Pier',
        dirty: false,
      }),
    );
    const api = stubApi({
      'PUT /api/drawings/d1': {
        status: 409,
        body: { error: { code: 'conflict', message: 'Saved elsewhere' } },
      },
      'POST /api/drawings': { status: 201, body: { insertedId: 'd2' } },
    });
    const { pad, draw } = fakePad();
    const { result } = renderCloud(pad);
    act(() => draw());
    await act(() => result.current.save());
    await waitFor(() => expect(readLink(ana.email)?.drawingId).toBe('d2'));
    expect(formOf(requestsTo(api, 'POST /api/drawings')[0]?.[1]).get('title')).toBe('Pier (copy)');
    expect(result.current.title).toBe('Pier (copy)');
  });

  it('keeps strokes made offline and sends them when the network returns', async () => {
    localStorage.setItem(
      'glossy-drawer-canvas-account',
      JSON.stringify({
        email: ana.email,
        drawingId: 'd1',
        version: 1,
        title: 'Pier',
        dirty: false,
      }),
    );
    let online = false;
    const api = stubApi({
      'PUT /api/drawings/d1': () =>
        online ? { body: { modifiedCount: 1, version: 2 } } : new TypeError('Failed to fetch'),
    });
    const { pad, draw } = fakePad();
    const { result } = renderCloud(pad);
    act(() => draw());
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    await waitFor(() => expect(result.current.status).toBe('offline'));
    expect(readLink(ana.email)?.dirty).toBe(true);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(requestsTo(api, 'PUT /api/drawings/d1')).toHaveLength(2);
    expect(readLink(ana.email)).toMatchObject({ version: 2, dirty: false });
  });

  it('keeps a Save pressed offline on the device, and sends it once, under its key, when online', async () => {
    let online = false;
    const api = stubApi({
      'POST /api/drawings': () =>
        online ? { status: 201, body: { insertedId: 'd7' } } : new TypeError('Failed to fetch'),
    });
    const { pad, draw } = fakePad();
    const { result } = renderCloud(pad);
    act(() => draw());
    await act(() => result.current.saveAs('Tunnel sketch'));
    expect(result.current.status).toBe('offline');
    const waiting = readLink(ana.email);
    expect(waiting).toMatchObject({ drawingId: null, title: 'Tunnel sketch', dirty: true });
    expect(waiting?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    // The board goes on under the title it will be saved with.
    expect(result.current.title).toBe('Tunnel sketch');

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.status).toBe('saved'));
    const sent = requestsTo(api, 'POST /api/drawings').map(([, init]) => formOf(init));
    expect(sent.map((form) => form.get('clientId'))).toEqual([
      waiting?.clientId,
      waiting?.clientId,
    ]);
    expect(sent[1]?.get('title')).toBe('Tunnel sketch');
    expect(readLink(ana.email)).toMatchObject({ drawingId: 'd7', version: 1, dirty: false });
  });

  it('sends a save whose answer was lost again under its key, then what was drawn since', async () => {
    localStorage.setItem(
      'glossy-drawer-canvas-account',
      JSON.stringify({ email: ana.email, drawingId: 'd1', version: 1, title: 'Pier', dirty: true }),
    );
    let answers = 0;
    const api = stubApi({
      'PUT /api/drawings/d1': () => {
        answers += 1;
        // The first went through but its answer was lost; the second is that save again.
        if (answers === 1) return new TypeError('Failed to fetch');
        if (answers === 2) return { body: { modifiedCount: 0, version: 2 } };
        return { body: { modifiedCount: 1, version: 3 } };
      },
    });
    const { pad, draw } = fakePad();
    const { result } = renderCloud(pad);
    await act(() => result.current.save());
    expect(result.current.status).toBe('offline');
    act(() => draw());
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(requestsTo(api, 'PUT /api/drawings/d1')).toHaveLength(2));
    await waitFor(() => expect(readLink(ana.email)?.version).toBe(2));
    expect(readLink(ana.email)?.dirty).toBe(true);
    await act(() => result.current.save());
    await waitFor(() => expect(readLink(ana.email)).toMatchObject({ version: 3, dirty: false }));

    const forms = requestsTo(api, 'PUT /api/drawings/d1').map(([, init]) => formOf(init));
    const keys = forms.map((form) => form.get('saveId'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(forms.map((form) => form.get('version'))).toEqual(['1', '1', '2']);
    expect(readLink(ana.email)?.saveId).toBeUndefined();
  });

  it('queues the drawing on the device when New is asked for offline, and sends it once online', async () => {
    let online = false;
    const api = stubApi({
      'POST /api/drawings': () =>
        online ? { status: 201, body: { insertedId: 'd5' } } : new TypeError('Failed to fetch'),
    });
    const { pad, draw } = fakePad();
    const { result } = renderCloud(pad);
    act(() => draw());
    await act(() => result.current.saveAs('First of two'));
    const key = readLink(ana.email)?.clientId;
    await act(() => result.current.startNew());
    expect(pad.newDrawing).toHaveBeenCalled();
    expect(readLink(ana.email)).toBeNull();
    const [waiting] = await queued(ana.email);
    expect(waiting).toMatchObject({ kind: DRAWING, label: 'First of two' });
    expect(hasQueued()).toBe(true);

    online = true;
    const report = await sendQueued(ana.email, { [DRAWING]: sendDrawing });
    expect(report.sent.map(({ message }) => message)).toEqual([
      'Saved to your account: “First of two”, drawn offline',
    ]);
    const forms = requestsTo(api, 'POST /api/drawings').map(([, init]) => formOf(init));
    // Save, New's last try, and the queue's: every try under the one key.
    expect(forms.map((form) => form.get('clientId'))).toEqual([key, key, key]);
    expect(await queued(ana.email)).toEqual([]);
  });

  it('sends a queued drawing over the version it followed, or as a named copy when it moved on', async () => {
    localStorage.setItem(
      'glossy-drawer-canvas-account',
      JSON.stringify({ email: ana.email, drawingId: 'd1', version: 2, title: 'Pier', dirty: true }),
    );
    let online = false;
    const api = stubApi({
      'PUT /api/drawings/d1': () =>
        online
          ? { status: 409, body: { error: { code: 'conflict', message: 'Saved elsewhere' } } }
          : new TypeError('Failed to fetch'),
      'POST /api/drawings': { status: 201, body: { insertedId: 'd3' } },
    });
    const { pad } = fakePad();
    const { result } = renderCloud(pad);
    await act(() => result.current.startNew());
    expect(pad.newDrawing).toHaveBeenCalled();

    online = true;
    const report = await sendQueued(ana.email, { [DRAWING]: sendDrawing });
    expect(report.sent.map(({ message }) => message)).toEqual([
      '“Pier” changed elsewhere meanwhile. Both are kept: yours is “Pier (copy)”.',
    ]);
    const put = formOf(requestsTo(api, 'PUT /api/drawings/d1').at(-1)?.[1]);
    expect(put.get('version')).toBe('2');
    expect(formOf(requestsTo(api, 'POST /api/drawings')[0]?.[1]).get('title')).toBe('Pier (copy)');
  });

  it('opens a drawing of the account on the board, and another artist’s as a local copy', async () => {
    const detail = (id: string, mine: boolean) => ({
      _id: id,
      title: mine ? 'Mine' : 'Theirs',
      version: 4,
      mine,
      log: `/api/drawings/${id}/log?v=4`,
    });
    stubApi({
      'GET /api/drawings/d1': { body: detail('d1', true) },
      'GET /api/drawings/d1/log?v=4': { body: log(2) },
      'GET /api/drawings/d9': { body: detail('d9', false) },
      'GET /api/drawings/d9/log?v=4': { body: log(1) },
    });
    const { pad, openLog } = fakePad();
    const { result } = renderCloud(pad);
    await act(() => result.current.open('d1'));
    expect(openLog).toHaveBeenCalledTimes(1);
    expect(readLink(ana.email)).toMatchObject({ drawingId: 'd1', version: 4, title: 'Mine' });

    await act(() => result.current.open('d9'));
    expect(readLink(ana.email)).toBeNull();
    expect(result.current.title).toBe('Theirs (copy)');
  });
});
