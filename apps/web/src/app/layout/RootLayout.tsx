import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { NavigationProgress, SkipLink } from '../../components/ui/PageChrome';
import { useAuthFailureRedirect } from '../../lib/auth/useAuthFailureRedirect';
import { useFocusMode } from '../../lib/focus-mode';
import { usePendingSelection } from '../../entities/commerce/usePendingSelection';
import { HydrateWhenNear } from '../../lib/HydrateWhenNear';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { useOutboxSync } from './useOutboxSync';

/** A route whose handle says `workspace` is an app that fills the window under the navbar. */
export interface RouteHandle {
  workspace?: boolean;
}

const isWorkspace = (handle: unknown) => Boolean((handle as RouteHandle | undefined)?.workspace);

export function RootLayout() {
  useAuthFailureRedirect();
  usePendingSelection();
  useOutboxSync();
  // The sketchpad: the window is its studio, so no footer and no page scroll under the pen.
  const workspace = useMatches().some((match) => isWorkspace(match.handle));
  // In focus mode the studio takes the navbar's place too.
  const focused = useFocusMode() && workspace;
  return (
    <div
      className={workspace ? 'flex h-dvh flex-col overflow-hidden' : 'flex min-h-screen flex-col'}
    >
      <SkipLink target="main" />
      {!focused && <Navbar />}
      <NavigationProgress />
      <main id="main" className={workspace ? 'min-h-0 flex-1' : 'flex-1'} tabIndex={-1}>
        <Outlet />
      </main>
      {!workspace && (
        <HydrateWhenNear name="footer">
          <Footer />
        </HydrateWhenNear>
      )}
      <ScrollRestoration />
    </div>
  );
}
