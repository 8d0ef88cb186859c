import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../components/ui/QueryError';
import { eventKeys, fetchEvents, type EventWhen } from './events-api';
import { EventCard, EventCardSkeleton } from './EventCard';

export function EventList({ when }: { when: EventWhen }) {
  const events = useQuery({
    queryKey: eventKeys.list(when),
    queryFn: ({ signal }) => fetchEvents(when, signal),
  });
  if (events.isError)
    return <QueryError error={events.error} onRetry={() => void events.refetch()} />;
  if (events.isPending) {
    return (
      <ul className="flex flex-col gap-6" aria-label="Loading events">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <EventCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (events.data.length === 0) {
    return (
      <p className="text-base-content/75 py-12 text-center">
        {when === 'upcoming'
          ? 'No events are scheduled right now. New ones are announced every month.'
          : 'No past events to show yet.'}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-6">
      {events.data.map((event, i) => (
        <li key={event.id}>
          <EventCard event={event} eager={i === 0} />
        </li>
      ))}
    </ul>
  );
}
