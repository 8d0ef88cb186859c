import type { ArtEvent } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ManageEventsPage from '../../src/features/live/ManageEventsPage';
import { callsTo, renderInDashboard, stubServer, type Reply } from '../dashboard/render';
import { polyfillDialog } from '../support/dialog';

polyfillDialog();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const hosted: ArtEvent = {
  id: 7,
  title: 'Gesture night',
  date: '2027-03-01T18:00:00.000Z',
  location: 'Online, on the sketchpad',
  description: 'Poses.',
  imageURL: '/media/events/event-01.webp',
  startsAt: '2027-03-01T18:00:00.000Z',
  endsAt: '2027-03-01T20:00:00.000Z',
  host: { name: 'mia', photo: '/media/site/avatar.webp' },
  kind: 'live',
  status: 'scheduled',
  registered: 3,
  courseId: null,
  replayId: null,
};

type Body = Record<string, unknown>;

function server(
  onSchedule: (body: Body) => Reply = () => ({
    status: 201,
    body: { insertedId: '8' },
  }),
  { initial = [hosted], onPatch }: { initial?: ArtEvent[]; onPatch?: (body: Body) => Reply } = {},
) {
  let events = initial;
  return stubServer('instructor', (url, init) => {
    const route = `${init.method ?? 'GET'} ${url.pathname}`;
    if (route === 'GET /api/me/hosted-events') return { body: events };
    if (route === 'PATCH /api/events/7' && onPatch) {
      const body = JSON.parse(String(init.body)) as Body;
      const reply = onPatch(body);
      if ((reply.status ?? 200) === 200)
        events = events.map((e) => (e.id === 7 ? ({ ...e, ...body } as ArtEvent) : e));
      return reply;
    }
    if (route === 'GET /api/newcourses')
      return {
        body: [
          { courseId: 'c-ink', courseName: 'Ink Basics' },
          { courseId: null, courseName: 'Draft' },
        ],
      };
    if (route === 'POST /api/events')
      return onSchedule(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (route === 'DELETE /api/events/7') {
      events = [];
      return { body: { deletedCount: 1 } };
    }
    return undefined;
  });
}

/** The server's 400 for a start in the past. */
const pastStart: Reply = {
  status: 400,
  body: {
    error: {
      code: 'bad_request',
      message: 'Invalid input',
      fields: { startsAt: 'Start in the future' },
    },
  },
};

const render = () =>
  renderInDashboard([{ path: 'events', element: <ManageEventsPage /> }], '/dashboard/events');

describe('My Events', () => {
  it('schedules an event from the visitor’s clock as an instant', async () => {
    let sent: Record<string, unknown> = {};
    const fetchMock = server((body) => {
      sent = body;
      return { status: 201, body: { insertedId: '8' } };
    });
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Ink night');
    await user.type(screen.getByLabelText('Starts'), '2027-03-01T18:00');
    await user.type(screen.getByLabelText('Ends'), '2027-03-01T20:00');
    await user.type(screen.getByLabelText('Where'), 'Online, on the sketchpad');
    await user.type(screen.getByLabelText('Description'), 'Brush pens only.');
    const who = screen.getByLabelText('Who may register');
    await waitFor(() => expect(within(who).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(who, 'The students of Ink Basics');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled: Ink night')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/events')).toHaveLength(1);
    expect(sent).toMatchObject({
      title: 'Ink night',
      kind: 'live',
      courseId: 'c-ink',
      startsAt: new Date('2027-03-01T18:00').toISOString(),
      endsAt: new Date('2027-03-01T20:00').toISOString(),
    });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s word on a field beside it', async () => {
    server(() => pastStart);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Start in the future')).toBeTruthy();
    expect(screen.getByLabelText('Starts').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the events it hosts and cancels one after asking', async () => {
    const fetchMock = server();
    render();
    const list = await screen.findByRole('region', { name: 'Hosted by you' });
    expect(await within(list).findByRole('link', { name: 'Gesture night' })).toBeTruthy();
    expect(within(list).getByText(/3 registered/)).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel Gesture night' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('3 people registered will be told by mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the event' }));
    expect(await screen.findByText('You have not scheduled an event yet.')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/events/7')).toHaveLength(1));
  });
});

const inClass: ArtEvent = {
  ...hosted,
  kind: 'in-person',
  location: 'Studio 2, Lisbon',
  courseId: 'c-ink',
  imageURL: '/media/events/event-03.webp',
};

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

/** Opens Gesture night's Edit dialog from the hosted list. */
async function openEdit() {
  const list = await screen.findByRole('region', { name: 'Hosted by you' });
  const edit = await within(list).findByRole('button', { name: 'Edit Gesture night' });
  await userEvent.click(edit);
  return { edit, dialog: await screen.findByRole('dialog', { name: 'Edit “Gesture night”' }) };
}

describe('Editing an event', () => {
  it('opens the schedule form filled with the event, on the visitor’s clock', async () => {
    server(undefined, { initial: [inClass] });
    render();
    const { dialog } = await openEdit();
    expect(document.activeElement).toBe(field(dialog, 'Title'));
    expect(field(dialog, 'Title').value).toBe('Gesture night');
    expect(field(dialog, 'Where').value).toBe('Studio 2, Lisbon');
    expect(field(dialog, 'Description').value).toBe('Poses.');
    for (const [label, iso] of [
      ['Starts', inClass.startsAt],
      ['Ends', inClass.endsAt],
    ] as const) {
      const { value } = field(dialog, label);
      expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
      // A datetime-local value is read on the local clock: it names the event's own instant.
      expect(new Date(value).toISOString()).toBe(iso);
    }
    expect(within(dialog).getByRole('radio', { name: 'In person' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('radio', { name: 'Picture 3' })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() => expect(field(dialog, 'Who may register').value).toBe('c-ink'));
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('saves only what changed with one PATCH, refreshes the list and gives focus back', async () => {
    const sent: Body[] = [];
    const fetchMock = server(undefined, {
      onPatch: (body) => {
        sent.push(body);
        return { body: { modifiedCount: 1 } };
      },
    });
    render();
    const { dialog } = await openEdit();
    const user = userEvent.setup();
    await user.clear(field(dialog, 'Title'));
    await user.type(field(dialog, 'Title'), 'Gesture marathon');
    await user.clear(field(dialog, 'Ends'));
    await user.type(field(dialog, 'Ends'), '2027-03-01T21:30');
    await user.selectOptions(field(dialog, 'Who may register'), 'Anyone signed in');
    await user.click(within(dialog).getByRole('radio', { name: 'Picture 5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved: Gesture marathon')).toBeTruthy();
    expect(sent).toEqual([
      {
        title: 'Gesture marathon',
        endsAt: new Date('2027-03-01T21:30').toISOString(),
        imageURL: '/media/events/event-05.webp',
      },
    ]);
    const writes = fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
      .map(([input, init]) => `${init?.method} ${String(input)}`)
      // The session's own token call is not the form's.
      .filter((call) => call !== 'POST /api/jwt');
    expect(writes).toEqual(['PATCH /api/events/7']);
    const list = screen.getByRole('region', { name: 'Hosted by you' });
    expect(await within(list).findByRole('link', { name: 'Gesture marathon' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/me/hosted-events').length).toBeGreaterThan(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    const edit = within(list).getByRole('button', { name: 'Edit Gesture marathon' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('sends nothing when nothing changed', async () => {
    const fetchMock = server(undefined, { onPatch: () => ({ body: { modifiedCount: 1 } }) });
    render();
    const { dialog, edit } = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing was changed.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/events/7')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('shows the server’s word on a field under that field, and keeps the dialog open', async () => {
    server(undefined, { onPatch: () => pastStart });
    render();
    const { dialog } = await openEdit();
    const starts = field(dialog, 'Starts');
    await userEvent.clear(starts);
    await userEvent.type(starts, '2020-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const message = await within(dialog).findByText('Start in the future');
    expect(starts.getAttribute('aria-invalid')).toBe('true');
    expect(starts.getAttribute('aria-describedby')).toBe(message.id);
    expect(field(dialog, 'Ends').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(starts);
    expect(screen.queryByText('Saved: Gesture night')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('offers Edit on events still to come, none on an ended one', async () => {
    server(undefined, {
      initial: [hosted, { ...hosted, id: 3, title: 'Portrait marathon', status: 'ended' }],
    });
    render();
    const list = await screen.findByRole('region', { name: 'Hosted by you' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [coming, ended] = rows as [HTMLElement, HTMLElement];
    expect(within(coming).getByRole('button', { name: 'Edit Gesture night' })).toBeTruthy();
    expect(within(ended).getByText(/Ended/)).toBeTruthy();
    expect(within(ended).queryByRole('button')).toBeNull();
  });
});
