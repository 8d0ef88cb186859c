import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, toasterMounted, toasterWanted, wantToaster } from '../../lib/toast';
import { useDocumentTheme } from '../../lib/useDocumentTheme';
import { useHydrated } from '../../lib/useHydrated';

/** Spec §9: every toast stays 1500 ms. */
export const toastDurationMs = 1500;

const Toaster = lazy(async () => {
  const sonner = await loadSonner();
  function ListeningToaster(props: ToasterProps) {
    // Effects run child first: by now sonner's Toaster has subscribed to new toasts.
    useEffect(toasterMounted, []);
    return <sonner.Toaster {...props} />;
  }
  return { default: ListeningToaster };
});

/**
 * Toasts only ever come from the browser: the server renders none, and hydration has none to
 * match. The toaster mounts once one is wanted (lib/toast.ts).
 */
export function AppToaster() {
  const hydrated = useHydrated();
  const theme = useDocumentTheme();
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, wantToaster, { capture: true });
    return () => {
      for (const type of events) window.removeEventListener(type, wantToaster, { capture: true });
    };
  }, []);
  if (!hydrated || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        duration={toastDurationMs}
        theme={theme}
        // Left unsaid, sonner reads the page's direction from its computed style on every render:
        // after a theme switch that forced the whole page's style inside the tap (18 ms here).
        dir="ltr"
        // Rich colours make the icon follow the text; the colours themselves are lib/toast.ts's.
        richColors
      />
    </Suspense>
  );
}
