import type { BoardSize, Sketchpad } from '@glossy/canvas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isUnreachable, isWorthRetrying } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/auth/session';
import {
  createDrawing,
  drawingKeys,
  fetchDrawing,
  fetchDrawingLog,
  patchDrawing,
  saveDrawing,
  type DrawingUpload,
} from '../../../entities/drawing/drawings-api';
import { isWaiting, readLink, writeLink, type CloudLink } from './cloud-link';
import { queueBoard } from './queued-drawing';
import { storageProblem } from '../../../lib/offline/device-store';

/** Where the board's drawing stands with the account. */
export type CloudStatus = 'signed-out' | 'local' | 'saving' | 'saved' | 'offline' | 'error';

/** Strokes go up this long after the last one: a pause, not every stroke. */
export const AUTOSAVE_DELAY_MS = 3_000;
/** While offline, another try this often (and at once when the browser says it is back). */
const OFFLINE_RETRY_MS = 30_000;
export const UNTITLED = 'Untitled drawing';

/**
 * Keeps the board's drawing in the account: Save (a new drawing), Save as, autosave a few seconds
 * after strokes stop, open, rename, new. The board's own IndexedDB autosave keeps every stroke on
 * this device first, so a save that fails (offline, a closed tab) loses nothing: the link remembers
 * the strokes are not up yet, and they go when the network returns or the page opens again. A save
 * from a stale copy (another tab saved since) keeps both: this board's becomes a copy.
 */
export function useCloudDrawing(pad: Sketchpad | null) {
  const { user, token } = useSession();
  const email = user && token ? user.email : null;
  const queryClient = useQueryClient();
  const [link, setLinkState] = useState<CloudLink | null>(null);
  const [draftTitle, setDraftTitle] = useState(UNTITLED);
  const [status, setStatus] = useState<CloudStatus>('local');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const linkRef = useRef<CloudLink | null>(null);
  const changes = useRef(0);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setLink = useCallback((next: CloudLink | null) => {
    linkRef.current = next;
    writeLink(next);
    setLinkState(next);
  }, []);

  useEffect(() => {
    const stored = email ? readLink(email) : null;
    linkRef.current = stored;
    setLinkState(stored);
    setStatus(email ? (stored ? 'saved' : 'local') : 'signed-out');
  }, [email]);

  const refreshLists = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: drawingKeys.all }),
    [queryClient],
  );

  const snapshot = useCallback(async (board: Sketchpad): Promise<DrawingUpload> => {
    const log = board.engine.log();
    return { log, picture: await board.picture() };
  }, []);

  const saved = useCallback(() => {
    setStatus('saved');
    setSavedAt(new Date());
    refreshLists();
  }, [refreshLists]);

  /** The link of a drawing not in the account yet: its first save goes with a key of its own. */
  const firstSave = useCallback(
    (title: string): CloudLink | null =>
      email
        ? { email, drawingId: null, clientId: crypto.randomUUID(), version: 0, title, dirty: true }
        : null,
    [email],
  );

  /**
   * Sends what the account does not have: the first save of a drawing, or the strokes since the
   * last. Each goes with a key kept until it is answered, so a save whose answer was lost (offline
   * half-way) is recognised when it is sent again. Offline, it waits and is tried again.
   */
  const pushChanges = useCallback(async (): Promise<void> => {
    const current = linkRef.current;
    if (!pad || !current || !isWaiting(current)) return;
    const seen = changes.current;
    setStatus('saving');
    const upload = await snapshot(pad);
    try {
      if (current.drawingId === null) {
        const { insertedId } = await createDrawing({
          ...upload,
          title: current.title,
          clientId: current.clientId,
        });
        setLink({
          email: current.email,
          drawingId: insertedId!,
          version: 1,
          title: current.title,
          dirty: changes.current !== seen,
        });
      } else {
        const saveId = current.saveId ?? crypto.randomUUID();
        if (!current.saveId) setLink({ ...current, saveId });
        const answer = await saveDrawing(current.drawingId, current.version, upload, saveId);
        const { saveId: _sent, ...rest } = linkRef.current ?? current;
        // A repeated save changed nothing: what was drawn since it first went still has to go.
        const repeated = answer.modifiedCount === 0;
        setLink({ ...rest, version: answer.version, dirty: repeated || changes.current !== seen });
      }
      saved();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && current.drawingId !== null) {
        const title = `${current.title} (copy)`;
        setLink(firstSave(title));
        toast.info(
          `This drawing was saved elsewhere meanwhile. Both are kept: yours is “${title}”.`,
        );
        return pushChanges();
      }
      if (err instanceof ApiError && err.status === 404) {
        setLink(null);
        setStatus('local');
        toast.info('This drawing was deleted from your account; it stays on this board.');
      } else if (isWorthRetrying(err)) {
        setStatus(isUnreachable(err) ? 'offline' : 'error');
      } else {
        // Refused for good (a title, a file over its limit): trying again would change nothing.
        if (current.drawingId === null) setLink(null);
        setStatus(current.drawingId === null ? 'local' : 'error');
        toast.error(err instanceof ApiError ? err.message : 'The drawing could not be saved.');
      }
    }
  }, [pad, snapshot, setLink, saved, firstSave]);

  /** One save at a time; a call while one runs waits for it, then saves what came since. */
  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (running.current) await running.current;
    running.current = pushChanges().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [pushChanges]);

  /**
   * Saves the board as a new drawing of the account; later strokes autosave into it. Offline, the
   * save waits on this device and goes when the network is back.
   */
  const saveNew = useCallback(
    async (title: string) => {
      if (!pad) return;
      setLink(firstSave(title));
      await flush();
    },
    [pad, firstSave, setLink, flush],
  );

  useEffect(() => {
    if (!pad) return;
    return pad.subscribeChanges(() => {
      changes.current += 1;
      const current = linkRef.current;
      if (!current) return;
      if (!current.dirty) setLink({ ...current, dirty: true });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    });
  }, [pad, flush, setLink]);

  // Strokes a closed tab left unsaved go up once the board is back.
  useEffect(() => {
    if (!pad || !linkRef.current?.dirty) return;
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [pad, email, flush]);

  // A failed save is tried again when the browser is back online, and every little while.
  useEffect(() => {
    if (!pad || (status !== 'offline' && status !== 'error')) return;
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const later = setInterval(retry, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(later);
    };
  }, [pad, status, flush]);

  useEffect(() => {
    const leave = () => {
      if (document.visibilityState === 'hidden' && linkRef.current?.dirty) void flush();
    };
    document.addEventListener('visibilitychange', leave);
    return () => document.removeEventListener('visibilitychange', leave);
  }, [flush]);

  const rename = useCallback(
    async (title: string) => {
      const current = linkRef.current;
      if (!current) {
        setDraftTitle(title);
        return;
      }
      if (title === current.title) return;
      // A drawing whose first save still waits takes the title with it.
      if (current.drawingId !== null) await patchDrawing(current.drawingId, { title });
      setLink({ ...(linkRef.current ?? current), title });
      refreshLists();
    },
    [setLink, refreshLists],
  );

  /**
   * Before the board takes another drawing: what the account lacks of this one goes first. If it
   * cannot (offline), it waits on the device, queued with its keys, and goes once online. If even
   * that fails (a device with no room), the board is its only copy, so it stays, saying why.
   */
  const sentOrKept = useCallback(async (): Promise<boolean> => {
    if (linkRef.current?.dirty) await flush();
    const current = linkRef.current;
    if (!pad || !current || !isWaiting(current)) return true;
    try {
      await queueBoard(current, await snapshot(pad));
      setLink(null);
      return true;
    } catch (err) {
      toast.error(
        `“${current.title}” is not all in your account yet and this board is its only copy, so it stays. ${storageProblem(err)}`,
      );
      return false;
    }
  }, [pad, flush, snapshot, setLink]);

  /**
   * Puts a drawing of the account on the board. What the board held is kept first: saved if it is
   * in the account, saved as a new drawing if it is not. Another artist's public drawing opens as
   * a local copy, which Save makes the user's own.
   */
  const open = useCallback(
    async (id: string) => {
      if (!pad || linkRef.current?.drawingId === id) return;
      if (!(await sentOrKept())) return;
      if (!linkRef.current && !pad.isEmpty && email) await saveNew(draftTitle);
      const drawing = await fetchDrawing(id);
      const log = await fetchDrawingLog(drawing.log);
      pad.openLog(log);
      changes.current = 0;
      if (drawing.mine && email) {
        setLink({
          email,
          drawingId: id,
          version: drawing.version,
          title: drawing.title,
          dirty: false,
        });
        setStatus('saved');
      } else {
        setLink(null);
        setDraftTitle(`${drawing.title} (copy)`);
        setStatus(email ? 'local' : 'signed-out');
      }
    },
    [pad, email, sentOrKept, saveNew, draftTitle, setLink],
  );

  /** A blank board, of `size` or the same size; a linked drawing's last strokes go up first. */
  const startNew = useCallback(
    async (size?: BoardSize) => {
      if (!pad) return;
      if (!(await sentOrKept())) return;
      pad.newDrawing(size);
      changes.current = 0;
      setLink(null);
      setDraftTitle(UNTITLED);
      setStatus(email ? 'local' : 'signed-out');
    },
    [pad, email, sentOrKept, setLink],
  );

  /** Save: into the linked drawing (now, not after the pause), or as a new one. */
  const save = useCallback(async () => {
    const current = linkRef.current;
    if (!current) return saveNew(draftTitle);
    if (!current.dirty) setLink({ ...current, dirty: true });
    return flush();
  }, [saveNew, draftTitle, setLink, flush]);

  return {
    signedIn: Boolean(email),
    link,
    title: link?.title ?? draftTitle,
    status,
    savedAt,
    save,
    saveAs: saveNew,
    rename,
    open,
    startNew,
  };
}
