import type { Sketchpad } from '@glossy/canvas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isUnreachable } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { createDrawing, drawingKeys } from '../../../entities/drawing/drawings-api';
import { useHandIn } from '../../../entities/classroom/project-queries';
import { handInTitle } from './hand-in';
import { queueHandIn, type QueuedHandIn } from './queued-hand-in';
import { storageProblem } from '../../../lib/offline/device-store';
import { storePicture } from '../../../lib/offline/stored-picture';
import { useSession } from '../../../lib/auth/session';

/** Where a hand-in stands: saving the board as a drawing, then handing that drawing in. */
export type HandInStep = 'idle' | 'saving' | 'sending';

export const emptyBoardMessage = 'Draw the exercise on the board first, then hand it in.';

const reason = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Something went wrong. Try again.';

/**
 * Hands in the student's practise board: saves it as a drawing of their account (titled after the
 * lesson), then hands that drawing in for the lesson. When the second step fails, the drawing just
 * saved is handed in on the next try, as long as the board has not changed since, so retries leave
 * no copies behind in My drawings.
 */
export function useHandInFlow(pad: Sketchpad | null, lesson: { _id: string; title: string }) {
  const queryClient = useQueryClient();
  const { mutateAsync: handIn } = useHandIn();
  const [step, setStep] = useState<HandInStep>('idle');
  const [error, setError] = useState<string | null>(null);
  const email = useSession().user?.email ?? null;
  const [queued, setQueued] = useState(false);
  const busy = useRef(false);
  const changes = useRef(0);
  const saved = useRef<{ drawingId: string; changes: number } | null>(null);

  useEffect(() => {
    saved.current = null;
    if (!pad) return;
    return pad.subscribeChanges(() => {
      changes.current += 1;
    });
  }, [pad]);

  /** Offline: the hand-in waits on the device and is sent once the network is back. */
  const keepForLater = useCallback(
    async (owner: string, board: Omit<QueuedHandIn, 'picture'> & { picture: Blob }) => {
      try {
        await queueHandIn(owner, { ...board, picture: await storePicture(board.picture) });
        setQueued(true);
      } catch (err) {
        setError(
          `You are offline and your hand-in could not be kept to send later. ${storageProblem(err)}`,
        );
      }
    },
    [],
  );

  /** Whether there is something to hand in; says so when the board is blank. */
  const ready = useCallback(() => {
    if (!pad) return false;
    if (pad.isEmpty) {
      setError(emptyBoardMessage);
      return false;
    }
    return true;
  }, [pad]);

  /**
   * Answers whether the drawing was handed in; a failure is kept in `error` for the page.
   * `replacing`: the student knows of an earlier hand-in, which this one replaces.
   */
  const submit = useCallback(
    async ({ replacing = false } = {}): Promise<boolean> => {
      if (busy.current || !pad || !ready()) return false;
      busy.current = true;
      setError(null);
      setQueued(false);
      let drawingId =
        saved.current && saved.current.changes === changes.current ? saved.current.drawingId : null;
      if (!drawingId) {
        setStep('saving');
        const seen = changes.current;
        const board = {
          lessonId: lesson._id,
          title: handInTitle(lesson.title),
          log: pad.engine.log(),
          picture: await pad.picture(),
          // Sent again (a retry), the same key answers the drawing the first try made.
          clientId: crypto.randomUUID(),
        };
        try {
          const { insertedId } = await createDrawing(board);
          if (!insertedId) throw new ApiError(500, 'The server did not say where it saved it.');
          drawingId = insertedId;
          saved.current = { drawingId, changes: seen };
          void queryClient.invalidateQueries({ queryKey: drawingKeys.all });
        } catch (err) {
          if (isUnreachable(err) && email) await keepForLater(email, board);
          else setError(`Your drawing could not be saved to your account. ${reason(err)}`);
          busy.current = false;
          setStep('idle');
          return false;
        }
      }
      try {
        setStep('sending');
        await handIn({ lessonId: lesson._id, drawingId });
        toast.success(
          replacing
            ? 'Handed in again: it replaces your earlier hand-in'
            : 'Your drawing is handed in',
        );
        return true;
      } catch (err) {
        setError(
          `Your drawing is saved in My drawings, but it could not be handed in. ${reason(err)}`,
        );
        return false;
      } finally {
        busy.current = false;
        setStep('idle');
      }
    },
    [pad, ready, lesson._id, lesson.title, queryClient, handIn, email, keepForLater],
  );

  return { step, error, queued, ready, submit };
}
