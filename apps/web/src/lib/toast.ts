import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

let sonner: Promise<typeof Sonner> | undefined;
/**
 * The toaster is a tenth of the first page's script: it loads beside the app, not before it, with
 * the colours that keep its toasts AA.
 */
export const loadSonner = () =>
  (sonner ??= Promise.all([import('sonner'), import('./toast-colors.css')]).then(
    ([module]) => module,
  ));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by the app's toaster once it listens; a toast raised before then waits for it. */
export const toasterMounted = () => markMounted();

type Kind = 'success' | 'error' | 'info' | 'warning';

const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => toast[kind](message, options));
};

/** sonner's toast calls, usable before sonner has loaded. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
