import { useEffect } from 'react';
import type { ReplayDriver } from './replay-driver';

/** Where keys mean something else: typing, choosing, and widgets that move with arrows. */
const ownKeys = [
  'input:not([type="range"])',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  'dialog',
  '[role="dialog"]',
  '[role="menu"]',
  '[role="menubar"]',
  '[role="tablist"]',
  '[role="radiogroup"]',
  '[role="listbox"]',
  '[role="grid"]',
].join(',');

/** Space presses these itself: playing as well would undo the press. */
const pressedBySpace = 'button, a[href], summary, [role="button"]';

/**
 * The replay's keys anywhere on its page: Space plays and pauses, ← and → step a stroke back and
 * forward (on the scrubber too, where they would otherwise nudge it by a millisecond).
 */
export function useReplayKeys(driver: ReplayDriver | null) {
  useEffect(() => {
    if (!driver) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(ownKeys)) return;
      if (event.key === ' ') {
        if (target?.closest(pressedBySpace)) return;
        event.preventDefault();
        driver.toggle();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        driver.back();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        driver.forward();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [driver]);
}
