import type * as Sonner from 'sonner';
import type { CSSProperties } from 'react';
import type { ExternalToast } from 'sonner';

let sonner: Promise<typeof Sonner> | undefined;
/** The toaster is a tenth of the first page's script: it loads beside the app, not before it. */
export const loadSonner = () => (sonner ??= import('sonner'));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by the app's toaster once it listens; a toast raised before then waits for it. */
export const toasterMounted = () => markMounted();

type Kind = 'success' | 'error' | 'info' | 'warning';

/**
 * Each kind in the theme's status colour, a solid fill with its content colour: 4.5:1 or more in
 * both themes, where sonner's rich colours are pale (the warning was faint). Inline, so no stylesheet
 * grows for it; the border is drawn over the fill, so a translucent one darkens its edge.
 */
const colours = (kind: Kind): CSSProperties => ({
  background: `var(--color-${kind})`,
  color: `var(--color-${kind}-content)`,
  borderColor: 'rgb(0 0 0 / 0.2)',
});

const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  const style = { ...colours(kind), ...options?.style };
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) =>
    toast[kind](message, { ...options, style }),
  );
};

/** sonner's toast calls, usable before sonner has loaded. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
