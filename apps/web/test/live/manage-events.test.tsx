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

function server(
  onSchedule: (body: Record<string, unknown>) => Reply = () => ({
    status: 201,
    body: { insertedId: '8' },
  }),
) {
  let events = [hosted];
  return stubServer('instructor', (url, init) => {
    const route = `${init.method ?? 'GET'} ${url.pathname}`;
    if (route === 'GET /api/me/hosted-events') return { body: events };
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
    server(() => ({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Invalid input',
          fields: { startsAt: 'Start in the future' },
        },
      },
    }));
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
