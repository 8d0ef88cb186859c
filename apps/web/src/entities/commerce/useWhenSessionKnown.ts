import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSession } from '../../lib/auth/session';

/**
 * A course pressed while the session check is still out (the page came from the server, the app
 * has just started) waits for its answer: sending a signed-in user to /login would be wrong.
 * `run` acts at once when the session is known, else as soon as it is; `waiting` is what waits.
 * `run` stays the same function for the page's life, so a memoised card need not draw again.
 */
export function useWhenSessionKnown<T>(act: (item: T) => void) {
  const { ready } = useSession();
  const [waiting, setWaiting] = useState<T | null>(null);
  const latest = useRef({ act, ready });
  useLayoutEffect(() => {
    latest.current = { act, ready };
  });
  useEffect(() => {
    if (!ready || waiting === null) return;
    setWaiting(null);
    latest.current.act(waiting);
  }, [ready, waiting]);
  const run = useCallback((item: T) => {
    if (latest.current.ready) latest.current.act(item);
    else setWaiting(item);
  }, []);
  return { run, waiting };
}
