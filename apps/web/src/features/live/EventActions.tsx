import type { ArtEvent } from '@glossy/contract';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth/session';
import { drawingPaths } from '../../lib/paths/drawing-paths';
import { toast } from '../../lib/toast';
import {
  calendarUrl,
  livePath,
  useHostedEvents,
  useMyRegistrations,
  useRegistration,
} from './events-api';

const failed = (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : 'That did not work. Please try again.');

/**
 * Register or cancel, add it to a calendar; a live event's room to join while it runs (its host
 * may open it before); an ended event with a recording offers its replay.
 */
export function EventActions({ event }: { event: ArtEvent }) {
  const { user, ready } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mine = useMyRegistrations();
  const live = event.kind === 'live';
  const hosted = useHostedEvents(live && event.status !== 'ended');
  const { register, cancel } = useRegistration(event.id);
  const registered = mine.data?.registered.includes(event.id) ?? false;
  const busy = register.isPending || cancel.isPending;
  const hosting = hosted.data?.some((mine) => mine.id === event.id) ?? false;

  if (event.status === 'ended') {
    if (!event.replayId) return null;
    return (
      <Link
        to={live ? livePath(event.id) : drawingPaths.replay(event.replayId)}
        className="btn btn-primary btn-sm"
      >
        Watch the replay
      </Link>
    );
  }

  const onRegister = () => {
    if (!user) {
      toast.warning('Please Login First');
      void navigate('/login', { state: { from: { pathname } } });
      return;
    }
    register.mutate(undefined, {
      onSuccess: () => toast.success(`Registered for ${event.title}`),
      onError: failed,
    });
  };

  const room =
    live && (hosting || event.status === 'live') ? (
      <Link
        to={livePath(event.id)}
        className="btn btn-primary btn-sm"
        aria-label={`${hosting ? 'Open the room' : 'Join'}: ${event.title}`}
      >
        {event.status === 'live' && <span aria-hidden="true">●</span>}
        {hosting ? 'Open the room' : 'Join'}
      </Link>
    ) : null;

  const calendar = (
    <a
      href={calendarUrl(event.id)}
      download
      className="link text-sm font-medium"
      aria-label={`Add to calendar: ${event.title}`}
    >
      Add to calendar
    </a>
  );

  // The host has nothing to register for.
  if (hosting) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        {room}
        {calendar}
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {room}
      {registered ? (
        <>
          <span className="badge badge-success badge-soft gap-1 font-semibold">Registered</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={() => cancel.mutate(undefined, { onError: failed })}
            aria-label={`Cancel registration for ${event.title}`}
          >
            Cancel registration
          </button>
        </>
      ) : (
        <button
          type="button"
          className={`btn btn-primary btn-sm ${room ? 'btn-outline' : ''}`}
          // Until the session is known, a press could send a signed-in user to log in.
          disabled={busy || !ready}
          aria-busy={register.isPending || !ready}
          onClick={onRegister}
          aria-label={`Register for ${event.title}`}
        >
          Register
        </button>
      )}
      {calendar}
    </div>
  );
}
