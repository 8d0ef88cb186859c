import type { Sketchpad } from '@glossy/canvas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createDrawing,
  drawingKeys,
  saveDrawing,
  type DrawingUpload,
} from '../../../entities/drawing/drawings-api';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/auth/session';
import { toast } from '../../../lib/toast';

interface SavedLink {
  email: string;
  id: string;
  version: number;
}

/** The drawing a board of this event was saved as, so a save after a reload saves over it. */
const linkKey = (eventId: number) => `glossy-drawer-live-draw-along-${eventId}`;

function readLink(eventId: number, email: string): SavedLink | null {
  try {
    const link = JSON.parse(localStorage.getItem(linkKey(eventId)) ?? 'null') as SavedLink | null;
    return link?.email === email ? link : null;
  } catch {
    return null;
  }
}

/**
 * Saves the draw-along board to the user's drawings: a new drawing the first time, over it after
 * (a copy when it was changed or deleted elsewhere meanwhile).
 */
export function useDrawAlongSave(eventId: number, title: string, pad: Sketchpad | null) {
  const { user } = useSession();
  const email = user?.email ?? null;
  const queryClient = useQueryClient();
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  const save = useMutation({
    mutationFn: async () => {
      if (!pad || !email) return;
      const upload: DrawingUpload = { log: pad.engine.log(), picture: await pad.picture() };
      const link = readLink(eventId, email);
      let saved: SavedLink | null = null;
      if (link) {
        try {
          const { version } = await saveDrawing(link.id, link.version, upload);
          saved = { ...link, version };
        } catch (err) {
          const gone = err instanceof ApiError && (err.status === 409 || err.status === 404);
          if (!gone) throw err;
        }
      }
      if (!saved) {
        const { insertedId } = await createDrawing({ ...upload, title });
        saved = { email, id: insertedId!, version: 1 };
      }
      localStorage.setItem(linkKey(eventId), JSON.stringify(saved));
    },
    onSuccess: () => {
      setSavedAt(new Date());
      toast.success('Saved to your drawings');
      void queryClient.invalidateQueries({ queryKey: drawingKeys.all });
    },
    onError: (err) =>
      toast.error(err instanceof ApiError ? err.message : 'Your drawing could not be saved.'),
  });

  return { save: () => save.mutate(), saving: save.isPending, savedAt, signedIn: email !== null };
}
