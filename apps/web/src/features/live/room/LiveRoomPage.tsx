import type { ArtEvent } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { eventKeys, fetchEvent } from '../events-api';
import { LiveRoom } from './LiveRoom';
import { RoomHeader } from './RoomHeader';
import { SessionReplay } from './SessionReplay';

/**
 * /live/{id}: a live event's room while it is to come or runs, and once it has ended, its
 * recording with the chat beside it.
 */
export default function LiveRoomPage() {
  const loaded = useLoaderData<ArtEvent>();
  const query = useQuery({
    queryKey: eventKeys.one(loaded.id),
    queryFn: ({ signal }) => fetchEvent(loaded.id, signal),
    initialData: loaded,
    staleTime: 30_000,
  });
  const event = query.data;

  if (event.kind !== 'live') {
    return (
      <div className="container-page section max-w-3xl space-y-4">
        <title>{`${event.title} | Glossy Drawer events`}</title>
        <h1 className="font-display text-3xl font-semibold">{event.title}</h1>
        <p>This event is held in person, not on the sketchpad: it has no live room.</p>
        <Link to={`/event/${event.id}`} className="btn btn-primary">
          See the event
        </Link>
      </div>
    );
  }

  if (event.status === 'ended') {
    return (
      <div className="container-page section max-w-7xl space-y-6 pt-6 sm:pt-8">
        <title>{`${event.title}: the replay | Glossy Drawer`}</title>
        <RoomHeader event={event} status="ended" viewers={null} />
        <SessionReplay event={event} />
      </div>
    );
  }

  return (
    <div className="container-page max-w-7xl space-y-4 py-4 sm:py-6">
      <title>{`${event.title}: live | Glossy Drawer`}</title>
      <LiveRoom event={event} onEnded={() => void query.refetch()} />
    </div>
  );
}
