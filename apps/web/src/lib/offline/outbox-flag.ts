/**
 * Whether this device holds work made offline that waits to be sent: a word in local storage, read
 * on every page, so that only a device with something waiting opens its offline database.
 */
const key = 'glossy-drawer-outbox';

export function markQueued(): void {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // No storage: nothing could have been queued either.
  }
}

export function hasQueued(): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function clearQueued(): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
