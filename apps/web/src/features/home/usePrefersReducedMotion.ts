import { useMediaQuery } from '../../lib/useMediaQuery';

/** True when the visitor asked the system for less motion; follows changes live. */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)');
