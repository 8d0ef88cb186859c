import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** A shared link (/allPost#post-…) scrolls to its post once that post has loaded. */
export function useScrollToPost(loadedCount: number) {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!hash.startsWith('#post-') || done.current === hash || loadedCount === 0) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    done.current = hash;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [hash, loadedCount]);
}
