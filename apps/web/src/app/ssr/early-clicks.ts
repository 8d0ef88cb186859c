import { whenTakenOver } from '../../lib/HydrateWhenNear';

declare global {
  interface Window {
    /** Buttons tapped before the app started, kept by index.html's inline script. */
    __earlyClicks?: Element[];
  }
}

/**
 * From here on React handles taps (it replays those made while it hydrates): index.html's script
 * stops keeping them.
 */
export function markHydrating() {
  document.documentElement.setAttribute('data-app', 'hydrating');
}

/**
 * The app has taken the page over: the buttons tapped before it started (the same nodes, kept by
 * hydration) are tapped again, now that they do something.
 */
export function markStarted() {
  document.documentElement.setAttribute('data-app', 'ready');
  const early = window.__earlyClicks?.splice(0) ?? [];
  for (const button of early) {
    // In a part React hydrates later (below the first screen), once that part answers.
    void whenTakenOver(button).then(() => {
      if (button.isConnected && button instanceof HTMLElement) button.click();
    });
  }
}
