import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { Toaster } from 'sonner';
import { SessionProvider } from '../features/accounts/session';
import { queryClient } from '../lib/query-client';
import { useDocumentTheme } from '../lib/useDocumentTheme';

/** Spec §9: every toast stays 1500 ms. */
export const toastDurationMs = 1500;

export function App({ router }: { router: DataRouter }) {
  const theme = useDocumentTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster
          position="top-center"
          duration={toastDurationMs}
          theme={theme}
          richColors
          closeButton
        />
      </SessionProvider>
    </QueryClientProvider>
  );
}
