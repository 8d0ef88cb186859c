/**
 * A course a visitor chose before signing in. Kept in this tab's sessionStorage so that it
 * survives the trip through Log in, Sign up or Google, and dropped once used or after a while:
 * a choice made long ago must not land in the cart by surprise.
 */
const key = 'glossy.selection';
const keptForMs = 30 * 60 * 1000;

interface PendingSelection {
  courseId: string;
  at: number;
}

export function rememberSelection(courseId: string) {
  try {
    sessionStorage.setItem(key, JSON.stringify({ courseId, at: Date.now() }));
  } catch {
    // Storage refused (private mode, quota): the visitor selects again after signing in.
  }
}

/** Whether a course waits to go into the cart once signed in (read, not taken). */
export function hasSelection(): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** The remembered course id, forgotten as it is read; null when none, too old or unreadable. */
export function takeSelection(): string | null {
  try {
    const stored = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (!stored) return null;
    const pending = JSON.parse(stored) as Partial<PendingSelection>;
    const fresh = typeof pending.at === 'number' && Date.now() - pending.at < keptForMs;
    return fresh && typeof pending.courseId === 'string' ? pending.courseId : null;
  } catch {
    return null;
  }
}
