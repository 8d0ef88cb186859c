import { lazy, Suspense, useEffect } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, toasterMounted } from '../../lib/toast';
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

/** Toasts only ever come from the browser: the server renders none, and hydration has none to match. */
export function AppToaster() {
  const hydrated = useHydrated();
  const theme = useDocumentTheme();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        duration={toastDurationMs}
        theme={theme}
        // Rich colours make the icon follow the text; the colours themselves are lib/toast.ts's.
        richColors
      />
    </Suspense>
  );
}
