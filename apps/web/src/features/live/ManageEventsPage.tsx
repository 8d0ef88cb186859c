import type { ArtEvent } from '@glossy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDateZone } from '../../lib/useDateZone';
import { toast } from '../../lib/toast';
import { EditEventButton } from './EditEventButton';
import { cancelEvent, eventKeys, useHostedEvents } from './events-api';
import { formatEventDate } from './format-event-date';
import { ScheduleEventForm } from './ScheduleEventForm';

function CancelEventButton({ event }: { event: ArtEvent }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelEvent(event.id),
    onSuccess: () => {
      toast.success(`Cancelled: ${event.title}`);
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: (error) =>
      toast.error(error instanceof Error ? error.message : 'It could not be cancelled.'),
  });
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm text-error"
        onClick={() => setAsking(true)}
        aria-label={`Cancel ${event.title}`}
      >
        Cancel event
      </button>
      <ConfirmDialog
        open={asking}
        title={`Cancel “${event.title}”?`}
        confirmLabel="Cancel the event"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setAsking(false)}
      >
        <p>
          It leaves the events page, and the{' '}
          {event.registered === 1 ? 'person' : `${event.registered} people`} registered will be told
          by mail.
        </p>
      </ConfirmDialog>
    </>
  );
}

function HostedEvents() {
  const hosted = useHostedEvents();
  const zone = useDateZone();
  if (hosted.isError)
    return <QueryError error={hosted.error} onRetry={() => void hosted.refetch()} />;
  if (hosted.isPending) return <Skeleton className="rounded-box h-32 w-full" />;
  if (hosted.data.length === 0)
    return <p className="text-base-content/75">You have not scheduled an event yet.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {hosted.data.map((event) => (
        <li
          key={event.id}
          className="card-art flex flex-wrap items-center justify-between gap-3 p-4"
        >
          <div className="min-w-0">
            <p className="text-primary text-sm font-semibold">
              <time dateTime={event.startsAt}>{formatEventDate(event.startsAt, zone)}</time>
            </p>
            <Link
              to={`/event/${event.id}`}
              className="link-hover text-lg font-semibold break-words"
            >
              {event.title}
            </Link>
            <p className="text-base-content/70 text-sm">
              {event.status === 'ended' ? 'Ended' : 'Scheduled'} · {event.registered} registered
            </p>
          </div>
          {event.status !== 'ended' && (
            <div className="flex flex-wrap items-center gap-2">
              <EditEventButton event={event} />
              <CancelEventButton event={event} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Instructors' events: schedule a new one, see who registered, edit or cancel one (dashboard). */
export default function ManageEventsPage() {
  return (
    <>
      <DashboardPageHeader title="My Events" documentTitle="My Events">
        Life drawing nights and live sessions on the sketchpad that you host.
      </DashboardPageHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ScheduleEventForm />
        <section aria-labelledby="hosted-title" className="flex flex-col gap-4">
          <h2 id="hosted-title" className="text-xl font-semibold">
            Hosted by you
          </h2>
          <HostedEvents />
        </section>
      </div>
    </>
  );
}
