import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/**
 * Opens the drawing named by `/canvas?drawing={id}` (My drawings' Open) once the board and the
 * session are ready, then drops the parameter so that a reload keeps the board as it is.
 */
export function useOpenRequested(open: (id: string) => Promise<void>, ready: boolean) {
  const [params, setParams] = useSearchParams();
  const id = params.get('drawing');
  useEffect(() => {
    if (!ready || !id) return;
    let live = true;
    open(id)
      .catch((err: unknown) => {
        const reason = err instanceof ApiError ? err.message : 'it could not be read';
        toast.error(`That drawing could not be opened: ${reason}`);
      })
      .finally(() => {
        if (live) setParams({}, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [ready, id, open, setParams]);
}
