import type { ArtEvent } from '@glossy/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EventsPage from '../../src/features/content/EventsPage';
import { formatEventDate } from '../../src/features/content/format-event-date';
import { universalZone } from '../../src/lib/useDateZone';
import { renderPage, requestsTo, stubApi } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = (id: number, title: string): ArtEvent => ({
  id,
  title,
  date: new Date(2026, 11, id, 8, 0).toISOString(),
  location: `Room ${id}`,
  description: `About ${title}`,
  imageURL: `/media/events/event-0${id}.webp`,
});

const api = () =>
  stubApi({
    'GET /api/events?when=upcoming': { body: [event(1, 'Live Sketch Night')] },
    'GET /api/events?when=old': { body: [event(2, 'Portrait Marathon')] },
  });

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
    stubApi({
      'GET /api/events?when=upcoming': {
        status: 503,
        body: { error: { code: 'internal', message: 'The events are resting' } },
      },
    });
    renderPage(EventsPage, { path: '/event' });
    expect((await screen.findByRole('alert')).textContent).toContain('The events are resting');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
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
