import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress, SkipLink } from '../../components/ui/PageChrome';
import { useAuthFailureRedirect } from '../../features/accounts/useAuthFailureRedirect';
import { usePendingSelection } from '../../features/catalog/usePendingSelection';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

export function RootLayout() {
  useAuthFailureRedirect();
  usePendingSelection();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink target="main" />
      <Navbar />
      <NavigationProgress />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
