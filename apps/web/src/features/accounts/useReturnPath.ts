import { useLocation } from 'react-router';
import { safeReturnPath } from './return-path';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where the user came from before being sent to log in or sign up (default /); never off-site. */
export function useReturnPath(): string {
  const state = useLocation().state as FromState | null;
  const from = state?.from;
  if (!from?.pathname || ['/login', '/signup'].includes(from.pathname.toLowerCase())) return '/';
  return safeReturnPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
}
