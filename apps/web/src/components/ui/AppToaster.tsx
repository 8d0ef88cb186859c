import { lazy, Suspense, useEffect } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, toasterMounted } from '../../lib/toast';

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

export function AppToaster({ theme }: { theme?: ToasterProps['theme'] }) {
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
