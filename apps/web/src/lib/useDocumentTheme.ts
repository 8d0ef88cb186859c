import { useSyncExternalStore } from 'react';
import { currentTheme, type Theme } from './theme';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The theme the page shows right now, for widgets that style themselves (the toaster). */
export const useDocumentTheme = (): Theme =>
  useSyncExternalStore(subscribe, currentTheme, () => 'light');
