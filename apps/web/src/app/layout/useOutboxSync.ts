import { useEffect } from 'react';
import { useSession } from '../../lib/auth/session';
import { hasQueued } from '../../lib/offline/outbox-flag';
import { toast } from '../../lib/toast';

/**
 * Sends the work made offline (hand-ins, drawings that left the board) once the network is back, from whatever page is open:
 * at start and at every return online. Only a device with something queued loads the code and
 * opens its offline database.
 */
export function useOutboxSync() {
  const { user, token } = useSession();
  const email = user && token ? user.email : null;

  useEffect(() => {
    if (!email) return;
    let running = false;
    const send = async () => {
      if (running || !hasQueued() || !navigator.onLine) return;
      running = true;
      try {
        const [{ sendQueued }, { HAND_IN, sendHandIn }, { DRAWING, sendDrawing }] =
          await Promise.all([
            import('../../lib/offline/send-queued'),
            import('../../features/classroom/practise/queued-hand-in'),
            import('../../features/drawing/cloud/queued-drawing'),
          ]);
        const { sent, refused } = await sendQueued(email, {
          [HAND_IN]: sendHandIn,
          [DRAWING]: sendDrawing,
        });
        for (const { message } of sent) toast.success(message);
        for (const { item, reason } of refused)
          toast.error(`“${item.label}”, made offline, could not be sent. ${reason}`);
      } catch {
        // The database or the network went away mid-way: the next return online tries again.
      } finally {
        running = false;
      }
    };
    void send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [email]);
}
