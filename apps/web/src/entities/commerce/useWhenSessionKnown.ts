import { useEffect, useState } from 'react';
import { useSession } from '../../lib/auth/session';

/**
 * A course pressed while the session check is still out (the page came from the server, the app
 * has just started) waits for its answer: sending a signed-in user to /login would be wrong.
 * `run` acts at once when the session is known, else as soon as it is; `waiting` is what waits.
 */
export function useWhenSessionKnown<T>(act: (item: T) => void) {
  const { ready } = useSession();
  const [waiting, setWaiting] = useState<T | null>(null);
  useEffect(() => {
    if (!ready || waiting === null) return;
    setWaiting(null);
    act(waiting);
    // `act` is a new function each render; the choice is made once, when the session is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, waiting]);
  const run = (item: T) => (ready ? act(item) : setWaiting(item));
  return { run, waiting };
}
