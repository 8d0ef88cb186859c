import { liveCloseCodes } from '@glossy/contract';
import { Link, useLocation } from 'react-router';
import type { LiveConnectionState } from './live-connection';

/**
 * Where the tab stands with the room, when that is not simply "in": on the way in, on the way
 * back after a drop (with a button not to wait), or turned away, with why and where to go.
 */
export function ConnectionNotice({
  state,
  eventId,
  onRetry,
}: {
  state: LiveConnectionState;
  eventId: number;
  onRetry(): void;
}) {
  const { pathname } = useLocation();
  if (state.phase === 'open') return null;
  if (state.phase === 'connecting' || state.phase === 'reconnecting') {
    const back = state.phase === 'reconnecting';
    return (
      <div role="status" className="alert alert-info alert-soft py-2">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        <span>{back ? 'Reconnecting…' : 'Connecting…'}</span>
        {back && (
          <button type="button" className="btn btn-sm btn-ghost" onClick={onRetry}>
            Try now
          </button>
        )}
      </div>
    );
  }
  const closed = state.closed;
  // The end is the page's to show, with the replay.
  if (!closed || closed.code === liveCloseCodes.ended) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft">
      <span>{closed.message}</span>
      <span className="flex flex-wrap gap-2">
        {closed.code === liveCloseCodes.unauthorized && (
          <Link to="/login" state={{ from: { pathname } }} className="btn btn-sm btn-primary">
            Sign in
          </Link>
        )}
        <Link to={`/event/${eventId}`} className="btn btn-sm">
          Back to the event
        </Link>
      </span>
    </div>
  );
}
