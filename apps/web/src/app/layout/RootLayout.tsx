import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useAuthFailureRedirect } from '../../features/accounts/useAuthFailureRedirect';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

export function RootLayout() {
  const navigation = useNavigation();
  useAuthFailureRedirect();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="btn btn-sm btn-accent sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100]"
      >
        Skip to content
      </a>
      <Navbar />
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden"
          role="progressbar"
          aria-label="Loading page"
        >
          <div className="bg-primary h-full w-1/3 animate-[loading_1s_ease-in-out_infinite]" />
        </div>
      )}
      <main id="main" className="flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
