import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Lets a part below
 * the fold wait with its code and data until the reader scrolls towards it, so it never competes
 * with what the page shows first. Without IntersectionObserver it is true at once.
 */
export function useNearViewport<Element extends HTMLElement>(margin = '600px') {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(() => typeof window.IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
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
