/**
 * Which drawing of the account the board holds, kept beside the board's own autosave so that a
 * reload (or a tab closed while offline) still knows where its strokes go, and whether they went.
 */
export interface CloudLink {
  /** The signed-in user the drawing belongs to: another user of this browser never saves into it. */
  email: string;
  /** Null until the first save reaches the server (Save pressed offline: it waits, queued). */
  drawingId: string | null;
  /** The key of the first save, the same on every try, so a retried one never makes two. */
  clientId?: string;
  /** The key of the save under way, kept until it is answered, for the same reason. */
  saveId?: string;
  /** The version the board's copy follows; a save names it. */
  version: number;
  title: string;
  /** Strokes drawn since the last save that reached the server. */
  dirty: boolean;
}

/** Whether the board's drawing has anything its account does not have yet. */
export const isWaiting = (link: CloudLink) => link.drawingId === null || link.dirty;

const key = 'glossy-drawer-canvas-account';

const isLink = (value: unknown): value is CloudLink => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const optionalKey = (key: unknown) => key === undefined || typeof key === 'string';
  return (
    typeof v.email === 'string' &&
    (typeof v.drawingId === 'string' || (v.drawingId === null && typeof v.clientId === 'string')) &&
    optionalKey(v.clientId) &&
    optionalKey(v.saveId) &&
    typeof v.title === 'string' &&
    typeof v.dirty === 'boolean' &&
    Number.isInteger(v.version)
  );
};

/** The link the board keeps, whoever's it is. */
export function readStoredLink(): CloudLink | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isLink(value) ? value : null;
  } catch {
    return null;
  }
}

export function readLink(email: string): CloudLink | null {
  const link = readStoredLink();
  return link?.email === email ? link : null;
}

export function writeLink(link: CloudLink | null): void {
  try {
    if (link) localStorage.setItem(key, JSON.stringify(link));
    else localStorage.removeItem(key);
  } catch {
    // Private browsing without storage: the link lives as long as the page, which still saves.
  }
}
