import type { Sketchpad } from '@glossy/canvas';
import { useEffect } from 'react';
import { useSession } from '../../../lib/auth/session';
import { isWaiting, readStoredLink, writeLink } from './cloud-link';

/**
 * On a shared device the studio's board keeps the last drawing through a reload; a drawing of an
 * account, though, is that account's. Once the session is known, a board holding another
 * account's drawing (or one signed out since) starts blank: the drawing is in its account. One
 * whose strokes have not all reached the account stays, as it is their only copy.
 */
export function useBoardOwner(pad: Sketchpad | null, restored: boolean) {
  const { user, ready } = useSession();
  const email = user?.email ?? null;
  useEffect(() => {
    if (!pad || !restored || !ready) return;
    const stored = readStoredLink();
    if (!stored || stored.email === email || isWaiting(stored)) return;
    pad.newDrawing();
    writeLink(null);
  }, [pad, restored, ready, email]);
}
