import type { EventStatus } from '@glossy/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

/** The host's Start, and End (asked twice: it closes the room for everyone and keeps the replay). */
export function HostControls({
  status,
  connected,
  onStart,
  onEnd,
}: {
  status: EventStatus;
  connected: boolean;
  onStart(): void;
  onEnd(): void;
}) {
  const [asking, setAsking] = useState(false);
  if (status === 'scheduled') {
    return (
      <button type="button" className="btn btn-primary" disabled={!connected} onClick={onStart}>
        Start the session
      </button>
    );
  }
  if (status !== 'live') return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-error btn-outline"
        disabled={!connected}
        onClick={() => setAsking(true)}
      >
        End the session
      </button>
      <ConfirmDialog
        open={asking}
        title="End the live session?"
        confirmLabel="End the session"
        pending={false}
        onConfirm={() => {
          setAsking(false);
          onEnd();
        }}
        onClose={() => setAsking(false)}
      >
        <p>
          Everyone watching leaves the room, and the session is kept as a replay with its chat. It
          cannot be started again.
        </p>
      </ConfirmDialog>
    </>
  );
}
