import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on:
 * what only the browser knows (its locale, its clock, its storage) renders after hydration, so the
 * first client render matches the server's markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
