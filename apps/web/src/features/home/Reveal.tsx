import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

interface RevealProps {
  as?: ElementType;
  className?: string;
  delayMs?: number;
  children: ReactNode;
}

const canObserve = () => typeof window.IntersectionObserver === 'function';

/**
 * Fades its content in (1000 ms, spec §9) the first time it scrolls into view. It starts shown, as
 * the server draws it (so a page without scripts, and the first screen, never wait for it); once
 * the app runs, what is still below the fold hides, to fade in when the reader gets there.
 * Without IntersectionObserver, or under reduced motion, the content is simply there.
 */
export function Reveal({ as: Tag = 'div', className = '', delayMs = 0, children }: RevealProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [seen, setSeen] = useState(true);
  const element = useRef<HTMLElement>(null);

  useEffect(() => {
    const target = element.current;
    if (!target || !canObserve() || target.getBoundingClientRect().top < window.innerHeight) return;
    setSeen(false);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  const hidden = !seen && !reducedMotion;
  return (
    <Tag
      ref={element}
      className={`${className} transition-[opacity,translate] duration-1000 ease-out-soft ${hidden ? 'translate-y-6 opacity-0' : 'translate-y-0 opacity-100'}`}
      style={delayMs && !reducedMotion ? { transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </Tag>
  );
}
