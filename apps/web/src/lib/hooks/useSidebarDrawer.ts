import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from '../useMediaQuery';

/** Where the sidebar is always shown. */
export const desktopQuery = '(min-width: 1024px)';

/**
 * The small-screen sidebar: an overlay that takes focus when it opens, leaves the page behind it
 * inert, closes on Escape, on the backdrop and on navigation, and gives focus back when it closes.
 * On large screens the sidebar is always shown, so none of that applies.
 */
export function useSidebarDrawer() {
  const [open, setOpen] = useState(false);
  const desktop = useMediaQuery(desktopQuery);
  const overlay = open && !desktop;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const [seenPath, setSeenPath] = useState(pathname);
  const [focusMain, setFocusMain] = useState(false);

  if (pathname !== seenPath) {
    setSeenPath(pathname);
    if (open) {
      setOpen(false);
      // The followed link vanished with the overlay, taking focus with it: the new page gets it.
      setFocusMain(true);
    }
  }

  // Focus can only go back once the page is no longer inert, that is after the close renders.
  const refocusToggle = useRef(false);
  const close = useCallback(() => {
    refocusToggle.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!overlay) {
      if (refocusToggle.current) toggleRef.current?.focus();
      refocusToggle.current = false;
      return;
    }
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, close]);

  useEffect(() => {
    if (!focusMain || overlay) return;
    setFocusMain(false);
    mainRef.current?.focus();
  }, [focusMain, overlay]);

  return {
    open: overlay,
    setOpen,
    close,
    toggle: () => setOpen((value) => !value),
    toggleRef,
    closeRef,
    mainRef,
  };
}
