import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AppToaster } from '../components/ui/AppToaster';
import { SessionProvider } from '../features/accounts/session';
import { markStarted } from './ssr/early-clicks';

/**
 * Everything around the router, the same in the browser and on the server (which renders public
 * pages with its own query client and a static router), so a hydrated page matches to the node.
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The root's effect runs once the whole page has rendered or hydrated.
  useEffect(markStarted, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
