import type { ArtEvent } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { EventCard } from './EventCard';
import { eventKeys, fetchEvent } from './events-api';

const eventsTrail = [{ to: '/event', label: 'Events' }] as const;

/** One event (/event/{id}): what, when, where and who hosts it; register or watch its replay. */
export default function EventPage() {
  const loaded = useLoaderData<ArtEvent>();
  // Read again after a registration, so the count and the button follow. A live event not over
  // is read again at once: the page may come from the edge's short cache, from before a Start.
  const unsettled = loaded.kind === 'live' && loaded.status !== 'ended';
  const event = useQuery({
    queryKey: eventKeys.one(loaded.id),
    queryFn: ({ signal }) => fetchEvent(loaded.id, signal),
    initialData: loaded,
    staleTime: unsettled ? 0 : 30_000,
  }).data;
  return (
    <div className="container-page section max-w-5xl pt-8 sm:pt-10">
      <title>{`${event.title} | Glossy Drawer events`}</title>
      <Breadcrumb trail={eventsTrail} current={event.title} />
      <div className="mt-6">
        <EventCard event={event} eager headingLevel={1} />
      </div>
      <p className="mt-8">
        <Link to="/event" className="link">
          ← All events
        </Link>
      </p>
    </div>
  );
}
