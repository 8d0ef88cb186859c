/** Controls on the board (a text box being edited) keep their touches: a tap must focus them. */
const OWN_TOUCH = 'input, textarea, select, button, [contenteditable]';

/**
 * Keeps the page from zooming or scrolling under a stroke. `touch-action: none` on the board
 * does it where the browser honours it; Safari may still pinch-zoom the page through its own
 * gesture events, so those and the touches themselves are cancelled on the board.
 * Returns what removes the listeners.
 */
export function guardTouches(board: HTMLElement): () => void {
  const cancel = (e: Event) => {
    const target = e.target instanceof Element ? e.target : null;
    if (e.cancelable && !target?.closest(OWN_TOUCH)) e.preventDefault();
  };
  const types = ['touchstart', 'touchmove', 'gesturestart', 'gesturechange'];
  for (const type of types) board.addEventListener(type, cancel, { passive: false });
  return () => {
    for (const type of types) board.removeEventListener(type, cancel);
  };
}
