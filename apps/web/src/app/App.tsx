import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AppToaster } from '../components/ui/AppToaster';
import { SessionProvider } from '../lib/auth/session';
import { SiteOriginProvider } from '../lib/site-origin';
import { markStarted } from './ssr/early-clicks';

/**
 * Everything around the router, the same in the browser and on the server (which renders public
 * pages with its own query client and a static router), so a hydrated page matches to the node.
 */
interface AppProps {
  queryClient: QueryClient;
  /** The public origin the page was rendered for; the browser's own when it rendered alone. */
  origin?: string;
  children: ReactNode;
}

export function App({ queryClient, origin, children }: AppProps) {
  // The root's effect runs once the whole page has rendered or hydrated.
  useEffect(markStarted, []);
  return (
    <SiteOriginProvider value={origin ?? null}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {children}
          <AppToaster />
        </SessionProvider>
      </QueryClientProvider>
    </SiteOriginProvider>
  );
}
