import { useEffect } from 'react';
import { installSketchpadWorker } from '../lib/offline/service-worker';
import { toast } from '../lib/toast';

/**
 * A page with a sketchpad installs the worker that lets it open offline, and offers a new version
 * of the app when one is out. The board autosaves each change as it is made, and the reload is
 * asked for from a toast (no stroke can be under way), so it loses nothing.
 */
export function useOfflineSketchpad() {
  useEffect(
    () =>
      installSketchpadWorker((apply) =>
        toast.info('A new version is ready', {
          duration: Infinity,
          action: { label: 'Reload', onClick: apply },
        }),
      ),
    [],
  );
}
