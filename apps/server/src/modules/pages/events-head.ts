import type { events } from '../../db/schema';
import { organization, summary, type PageHead } from './page-head';

type EventRow = typeof events.$inferSelect;

/** The head goes out before the app's script on every visit: a long history would only slow it. */
const maxItems = 50;

/** An event's location is one line of free text; a stream's says so ("Online, live stream"). */
const online = /\b(online|virtual)\b/i;

function location(row: EventRow, publicUrl: string) {
  return online.test(row.location)
    ? // The event's own page is where a visitor registers and, when it is live, joins.
      { '@type': 'VirtualLocation', name: row.location, url: `${publicUrl}/event/${row.id}` }
    : { '@type': 'Place', name: row.location, address: row.location };
}

/** One event as schema.org reads it. */
function eventItem(row: EventRow, publicUrl: string) {
  return {
    '@type': 'Event',
    name: row.title,
    description: summary(row.description, 500),
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online.test(row.location)
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: location(row, publicUrl),
    ...(row.imageUrl && { image: `${publicUrl}${row.imageUrl}` }),
    organizer: organization(publicUrl),
    // Events have no price, and nothing in the app sells a place at one.
    isAccessibleForFree: true,
  };
}

/**
 * The events page with each event as a schema.org Event, in the order given (the upcoming ones
 * first): what a search engine shows as the site's event listings.
 */
export function eventsHead(
  base: Omit<PageHead, 'path' | 'jsonLd'>,
  rows: EventRow[],
  publicUrl: string,
): PageHead {
  // A shared link to the events previews the next one's picture (the first listed with one).
  const picture = rows.find((row) => row.imageUrl)?.imageUrl;
  return {
    ...base,
    path: '/event',
    ...(picture && { image: picture }),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'Glossy Drawer events',
        itemListElement: rows.slice(0, maxItems).map((row, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: eventItem(row, publicUrl),
        })),
      },
    ],
  };
}

/** One event's own page (/event/{id}), previewed with its picture and read as an Event. */
export function eventHead(row: EventRow, publicUrl: string): PageHead {
  return {
    title: `${row.title} | Glossy Drawer events`,
    description: summary(row.description, 160),
    path: `/event/${row.id}`,
    image: row.imageUrl,
    jsonLd: [{ '@context': 'https://schema.org', ...eventItem(row, publicUrl) }],
  };
}
