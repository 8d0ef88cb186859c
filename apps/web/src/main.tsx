import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createRouter, whenReady } from './app/router';
import './styles/app.css';

void whenReady(createRouter()).then((router) => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render runs in slices that yield to the browser, so starting the
  // app never holds up a tap or a scroll for long; the shell stays on screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
