import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppToaster } from '../components/ui/AppToaster';
import { SessionProvider } from '../features/accounts/session';
import { queryClient } from '../lib/query-client';
import { useDocumentTheme } from '../lib/useDocumentTheme';

export function App({ router }: { router: DataRouter }) {
  const theme = useDocumentTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <AppToaster theme={theme} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
