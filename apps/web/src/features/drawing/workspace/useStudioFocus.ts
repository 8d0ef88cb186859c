import { useCallback, useEffect } from 'react';
import { setFocusMode, useFocusMode } from '../../../lib/focus-mode';
import { matchesNow } from '../../../lib/useMediaQuery';

/** A phone held sideways: the site's 100 px navbar would take a quarter of its height. */
const SIDEWAYS_PHONE = '(orientation: landscape) and (max-height: 500px)';

/** Keys pressed in a field or a dialog are theirs, not the studio's. */
function keyIsTheirs(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, dialog') !== null;
}

/**
 * Focus mode: the board gets the window, without the site's navbar. F turns it on and off
 * (Photoshop's key for its screen modes; Tab, Krita's, moves the keyboard's focus here); Escape
 * turns it off once nothing else wanted it (a selection, a text box, a sheet: `escapeTaken`).
 * Leaving the studio leaves focus mode. A phone held sideways opens the studio in it, as a
 * drawing app would: on an 812 × 375 phone the board is then 239 px high instead of 138.
 */
export function useStudioFocus(escapeTaken: () => boolean) {
  const focused = useFocusMode();
  const toggle = useCallback(() => setFocusMode(!focused), [focused]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || keyIsTheirs(e.target)) return;
      if (e.key === 'f' || e.key === 'F') {
        e.preventDefault();
        setFocusMode(!focused);
      } else if (e.key === 'Escape' && focused && !escapeTaken()) {
        setFocusMode(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focused, escapeTaken]);

  useEffect(() => {
    if (matchesNow(SIDEWAYS_PHONE)) setFocusMode(true);
    return () => setFocusMode(false);
  }, []);
  return { focused, toggle };
}
