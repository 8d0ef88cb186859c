import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app/App';
import { createRouter, loadMatchedRoutes, whenReady } from './app/router';
import { markHydrating } from './app/ssr/early-clicks';
import { readHydrationData, routerHydrationState } from './app/ssr/hydration-data';
import { queryClient } from './lib/query-client';
import './styles/app.css';

const container = document.getElementById('root')!;
const app = (router: ReturnType<typeof createRouter>, origin?: string): ReactNode => (
  <StrictMode>
    <App queryClient={queryClient} origin={origin}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

async function start() {
  // Pictures held until the app starts show now: built pages release them earlier, from the start
  // script (build/app-shell.ts); a development server has none.
  document.documentElement.setAttribute('data-started', '');
  const data = readHydrationData();
  if (data) {
    // A page the server rendered: its data and its screen's code are in before React takes over
    // the markup, so hydration finds what the server drew, node for node, and renders nothing twice.
    hydrate(queryClient, data.queries);
    await loadMatchedRoutes(window.location);
    const router = createRouter(routerHydrationState(data.router));
    // As a transition, hydration runs in slices that yield to the browser: a tap or a scroll
    // during start-up is never held up for long.
    markHydrating();
    startTransition(() => {
      hydrateRoot(container, app(router, data.origin));
    });
    return;
  }
  const router = await whenReady(createRouter());
  const root = createRoot(container);
  // The shell stays on screen until the first render commits.
  startTransition(() => {
    root.render(app(router));
  });
}

void start();
