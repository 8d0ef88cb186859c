import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Lets a part below
 * the fold wait with its code and data until the reader scrolls towards it, so it never competes
 * with what the page shows first. Without IntersectionObserver it is true once mounted (never
 * while rendering: the server, and the browser hydrating its page, know nothing of the viewport).
 */
export function useNearViewport<Element extends HTMLElement>(margin = '600px') {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
