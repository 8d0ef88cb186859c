import type { ArtEvent } from '@glossy/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EventsPage from '../../src/features/live/EventsPage';
import { formatEventDate } from '../../src/features/live/format-event-date';
import { universalZone } from '../../src/lib/useDateZone';
import { renderWithApp, student, stubFetch } from '../catalog/harness';
import { requestsTo } from '../support/app';
import type { SessionUser } from '../../src/lib/auth/session';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = (id: number, title: string, extra: Partial<ArtEvent> = {}): ArtEvent => {
  const date = new Date(2026, 11, id, 8, 0).toISOString();
  return {
    id,
    title,
    date,
    location: `Room ${id}`,
    description: `About ${title}`,
    imageURL: `/media/events/event-0${id}.webp`,
    startsAt: date,
    endsAt: new Date(Date.parse(date) + 7_200_000).toISOString(),
    host: { name: 'Maya Okafor', photo: '/media/site/avatar.webp' },
    kind: 'in-person',
    status: 'scheduled',
    registered: 0,
    courseId: null,
    replayId: null,
    ...extra,
  };
};

const upcoming = [event(1, 'Live Sketch Night')];
const old = [event(2, 'Portrait Marathon', { status: 'ended' })];

/** The events API as the server answers it, for a visitor or `signedIn`. */
const api = ({
  signedIn = null,
  onRegister = () => {},
  failing = false,
  hosted = [],
}: {
  signedIn?: SessionUser | null;
  onRegister?: () => void;
  failing?: boolean;
  hosted?: ArtEvent[];
} = {}) => {
  let registered: number[] = [];
  return stubFetch(
    (method, url) => {
      const route = `${method} ${url.pathname}`;
      if (failing && route === 'GET /api/events')
        return {
          status: 503,
          body: { error: { code: 'internal', message: 'The events are resting' } },
        };
      if (route === 'GET /api/events')
        return { body: url.searchParams.get('when') === 'old' ? old : upcoming };
      if (route === 'GET /api/me/event-registrations') return { body: { registered } };
      if (route === 'GET /api/me/hosted-events') return { body: hosted };
      if (route === 'POST /api/events/1/registrations') {
        onRegister();
        registered = [1];
        return { status: 201, body: { insertedId: 'r1' } };
      }
      if (route === 'DELETE /api/events/1/registrations') {
        registered = [];
        return { body: { deletedCount: 1 } };
      }
      throw new Error(`Unexpected ${route}`);
    },
    { signedIn },
  );
};

const renderPage = (_page: typeof EventsPage, { path, url }: { path: string; url?: string }) =>
  renderWithApp(<EventsPage />, { path, url });

const tab = (name: string) => screen.getByRole('tab', { name });
const location = () => screen.getByTestId('location').textContent;

describe('Events page', () => {
  it('shows the upcoming events first, with date, place and description', async () => {
    api();
    renderPage(EventsPage, { path: '/event' });
    expect(tab('Upcoming Events').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Live Sketch Night' })).toBeTruthy();
    expect(screen.getByText('Room 1')).toBeTruthy();
    expect(screen.getByText('About Live Sketch Night')).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Upcoming Events').id);
  });

  it('moves between tabs with the arrow keys and remembers the tab in the URL', async () => {
    const fetchMock = api();
    renderPage(EventsPage, { path: '/event' });
    const user = userEvent.setup();
    await screen.findByText('Live Sketch Night');

    tab('Upcoming Events').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Old Events'));
    expect(tab('Old Events').getAttribute('aria-selected')).toBe('true');
    expect(tab('Old Events').tabIndex).toBe(0);
    expect(tab('Upcoming Events').tabIndex).toBe(-1);
    expect(await screen.findByRole('heading', { name: 'Portrait Marathon' })).toBeTruthy();
    expect(screen.queryByText('Live Sketch Night')).toBeNull();
    expect(location()).toBe('/event?tab=old');
    expect(requestsTo(fetchMock, 'GET /api/events?when=old')).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Upcoming Events'));
    await waitFor(() => expect(location()).toBe('/event'));

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Old Events'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Upcoming Events'));
  });

  it('opens on the old events when the link says so', async () => {
    api();
    renderPage(EventsPage, { path: '/event', url: '/event?tab=old' });
    expect(tab('Old Events').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Portrait Marathon')).toBeTruthy();
  });

  it('says what went wrong and offers a retry when events cannot load', async () => {
    api({ failing: true });
    renderPage(EventsPage, { path: '/event' });
    expect((await screen.findByRole('alert')).textContent).toContain('The events are resting');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('registering for an event', () => {
  it('registers a signed-in user, says so, and lets them cancel', async () => {
    const registered = vi.fn();
    api({ signedIn: student, onRegister: registered });
    renderPage(EventsPage, { path: '/event' });
    const user = userEvent.setup();
    expect(await screen.findByText('Maya Okafor')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Register for Live Sketch Night' }));
    expect(await screen.findByText('Registered for Live Sketch Night')).toBeTruthy();
    expect(registered).toHaveBeenCalledOnce();
    expect(await screen.findByText('Registered', { exact: true })).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Cancel registration for Live Sketch Night' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Register for Live Sketch Night' }),
    ).toBeTruthy();
    const calendar = screen.getByRole('link', { name: 'Add to calendar: Live Sketch Night' });
    expect(calendar.getAttribute('href')).toBe('/api/events/1/calendar.ics');
  });

  it('sends a visitor to log in first, and back here after', async () => {
    api();
    renderPage(EventsPage, { path: '/event' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Register for Live Sketch Night' }),
    );
    expect(await screen.findByText('Please Login First')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('offers the replay of an ended live session with its chat, and no registration', async () => {
    old[0] = event(2, 'Portrait Marathon', { status: 'ended', kind: 'live', replayId: 'd-42' });
    api();
    renderPage(EventsPage, { path: '/event', url: '/event?tab=old' });
    const replay = await screen.findByRole('link', { name: 'Watch the replay' });
    expect(replay.getAttribute('href')).toBe('/live/2');
    expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
  });
});

describe('the live room from the events', () => {
  afterEach(() => {
    upcoming[0] = event(1, 'Live Sketch Night');
  });

  it('lets anyone join a live event while it runs, and still register', async () => {
    upcoming[0] = event(1, 'Live Sketch Night', { kind: 'live', status: 'live' });
    api({ signedIn: student });
    renderPage(EventsPage, { path: '/event' });
    const join = await screen.findByRole('link', { name: 'Join: Live Sketch Night' });
    expect(join.getAttribute('href')).toBe('/live/1');
    expect(screen.getByRole('button', { name: 'Register for Live Sketch Night' })).toBeTruthy();
  });

  it('shows no room before a live event starts, except to its host', async () => {
    upcoming[0] = event(1, 'Live Sketch Night', { kind: 'live' });
    api({ signedIn: student });
    renderPage(EventsPage, { path: '/event' });
    await screen.findByRole('button', { name: 'Register for Live Sketch Night' });
    expect(screen.queryByRole('link', { name: /Join|Open the room/ })).toBeNull();
    cleanup();

    api({ signedIn: student, hosted: [upcoming[0]] });
    renderPage(EventsPage, { path: '/event' });
    const open = await screen.findByRole('link', { name: 'Open the room: Live Sketch Night' });
    expect(open.getAttribute('href')).toBe('/live/1');
    expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
  });
});

describe('formatEventDate', () => {
  it('writes weekday, day, month, year and time', () => {
    const iso = new Date(2026, 11, 1, 8, 0).toISOString();
    expect(formatEventDate(iso, { locale: 'en-GB' })).toBe('Tue, 1 Dec 2026 · 08:00');
  });

  it('writes the same text anywhere in UTC, as the server renders it', () => {
    const iso = '2026-12-01T08:00:00.000Z';
    expect(formatEventDate(iso, universalZone)).toBe('Tue, 1 Dec 2026 · 08:00 UTC');
  });
});
