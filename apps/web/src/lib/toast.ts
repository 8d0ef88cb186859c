import type * as Sonner from 'sonner';
import type { CSSProperties } from 'react';
import type { ExternalToast } from 'sonner';

let sonner: Promise<typeof Sonner> | undefined;
/**
 * The toaster would be a fourteenth of the first page's script: it loads once a toast may come
 * (see `wantToaster`), never with the page.
 */
export const loadSonner = () => (sonner ??= import('sonner'));

let wanted = false;
const wantListeners = new Set<() => void>();
/**
 * Asks for the toaster: at the visitor's first press or key (a toast answers an action, and its
 * code is then in by the time the action's answer is), or at the first toast.
 */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const fn of wantListeners) fn();
}
export const toasterWanted = {
  subscribe(fn: () => void) {
    wantListeners.add(fn);
    return () => wantListeners.delete(fn);
  },
  get: () => wanted,
};

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
  wantToaster();
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
