import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/auth/session';
import { isWaiting, readLink, type CloudLink } from './cloud-link';

const waitingFor = (email: string | null) => {
  const link = email ? readLink(email) : null;
  return link && isWaiting(link) ? link : null;
};

/**
 * The board's drawing while the account lacks some of it (saved offline, strokes not sent yet),
 * else null. Follows the sketchpad in another tab, which writes the link as it saves.
 */
export function useWaitingDrawing(): CloudLink | null {
  const email = useSession().user?.email ?? null;
  const [waiting, setWaiting] = useState(() => waitingFor(email));

  useEffect(() => {
    const update = () => setWaiting(waitingFor(email));
    update();
    window.addEventListener('storage', update);
    return () => window.removeEventListener('storage', update);
  }, [email]);

  return waiting;
}
