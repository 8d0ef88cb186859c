import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/auth/session';
import { hasQueued } from '../../../lib/offline/outbox-flag';
import { isWaiting, readLink } from './cloud-link';
import { DRAWING, type QueuedDrawing } from './queued-drawing';

/** A drawing of the account that waits on this device: `drawingId` null when never sent. */
export interface WaitingDrawing {
  title: string;
  drawingId: string | null;
}

async function waitingFor(email: string | null): Promise<WaitingDrawing[]> {
  if (!email) return [];
  const link = readLink(email);
  const onBoard = link && isWaiting(link) ? [link] : [];
  // Only a device with something queued opens its offline database.
  const queued = hasQueued()
    ? (await (await import('../../../lib/offline/device-store')).queued(email))
        .filter((item) => item.kind === DRAWING)
        .map((item) => item.payload as QueuedDrawing)
    : [];
  return [...queued, ...onBoard].map(({ title, drawingId }) => ({ title, drawingId }));
}

/**
 * The account's drawings kept on this device and not all in the account yet: the board's, and
 * those that left it offline. Follows the sketchpad in another tab, which writes as it saves.
 */
export function useWaitingDrawings(): WaitingDrawing[] {
  const email = useSession().user?.email ?? null;
  const [waiting, setWaiting] = useState<WaitingDrawing[]>([]);

  useEffect(() => {
    let live = true;
    const update = () =>
      void waitingFor(email)
        .catch(() => [])
        .then((found) => {
          if (live) setWaiting(found);
        });
    update();
    window.addEventListener('storage', update);
    window.addEventListener('online', update);
    return () => {
      live = false;
      window.removeEventListener('storage', update);
      window.removeEventListener('online', update);
    };
  }, [email]);

  return waiting;
}
