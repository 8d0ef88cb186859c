/**
 * Which drawing of the account the board holds, kept beside the board's own autosave so that a
 * reload (or a tab closed while offline) still knows where its strokes go, and whether they went.
 */
export interface CloudLink {
  /** The signed-in user the drawing belongs to: another user of this browser never saves into it. */
  email: string;
  drawingId: string;
  /** The version the board's copy follows; a save names it. */
  version: number;
  title: string;
  /** Strokes drawn since the last save that reached the server. */
  dirty: boolean;
}

const key = 'glossy-drawer-canvas-account';

const isLink = (value: unknown): value is CloudLink => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.email === 'string' &&
    typeof v.drawingId === 'string' &&
    typeof v.title === 'string' &&
    typeof v.dirty === 'boolean' &&
    Number.isInteger(v.version)
  );
};

export function readLink(email: string): CloudLink | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isLink(value) && value.email === email ? value : null;
  } catch {
    return null;
  }
}

export function writeLink(link: CloudLink | null): void {
  try {
    if (link) localStorage.setItem(key, JSON.stringify(link));
    else localStorage.removeItem(key);
  } catch {
    // Private browsing without storage: the link lives as long as the page, which still saves.
  }
}
