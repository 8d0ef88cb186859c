import { useLocation } from 'react-router';
import { safeReturnPath } from './return-path';

interface From {
  pathname?: string;
  search?: string;
  hash?: string;
}

/**
 * The page of this site the browser came from by a plain link: a server-rendered page's 'Log in'
 * followed before the app had started there, so no router state came along.
 */
function referringPage(): From | undefined {
  if (!document.referrer) return undefined;
  try {
    const url = new URL(document.referrer);
    return url.origin === window.location.origin
      ? { pathname: url.pathname, search: url.search, hash: url.hash }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Where the user came from before being sent to log in or sign up (default /); never off-site. */
export function useReturnPath(): string {
  const state = useLocation().state as { from?: From } | null;
  const from = state?.from ?? referringPage();
  if (!from?.pathname || ['/login', '/signup'].includes(from.pathname.toLowerCase())) return '/';
  return safeReturnPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
}
