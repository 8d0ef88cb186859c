import { useSyncExternalStore } from 'react';

// Whether a workspace (the studio) has asked for the whole window: the layout then leaves out
// the site's navbar. Kept here because the layout and the page that asks are far apart.
let focused = false;
const listeners = new Set<() => void>();

export function setFocusMode(on: boolean): void {
  if (on === focused) return;
  focused = on;
  for (const fn of listeners) fn();
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
};

/** Whether focus mode is on; never on the server, where no studio has asked yet. */
export function useFocusMode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => focused,
    () => false,
  );
}
