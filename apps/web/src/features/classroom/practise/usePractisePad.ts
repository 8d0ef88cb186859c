import { initialSketchpadState, type SketchpadOptions } from '@glossy/canvas';
import type { LessonContent } from '@glossy/contract';
import { useEffect, useMemo, useState } from 'react';
import { toolPreferences, useSketchpad } from '../../../sketchpad/useSketchpad';
import { useOfflineSketchpad } from '../../../sketchpad/useOfflineSketchpad';
import { boardSize, practiseAutosave } from './paint-along';
import { fetchReference } from './reference';

const initial = initialSketchpadState();

export type ReferenceState = 'none' | 'loading' | 'shown' | 'failed';

/**
 * The student's board for a lesson: autosaved under the lesson's own name (so /canvas and other
 * lessons keep theirs), the size of the demo's page, and the lesson's reference picture put on
 * the locked reference layer once the saved drawing is back (so the lesson's picture wins over
 * one saved earlier).
 */
export function usePractisePad(lesson: Pick<LessonContent, '_id' | 'referenceUrl' | 'demo'>) {
  const { width, height } = boardSize(lesson.demo);
  const options = useMemo<SketchpadOptions>(
    () => ({
      autosave: practiseAutosave(lesson._id),
      preferences: toolPreferences,
      width,
      height,
      label: `Your drawing board, ${width} by ${height} pixels`,
    }),
    [lesson._id, width, height],
  );
  const { hostRef, pad, state, restored } = useSketchpad(initial, options);
  useOfflineSketchpad();
  const url = lesson.referenceUrl;
  const [reference, setReference] = useState<ReferenceState>(url ? 'loading' : 'none');

  useEffect(() => {
    if (!pad || !restored || !url) return;
    const abort = new AbortController();
    setReference('loading');
    fetchReference(url, abort.signal)
      .then((blob) => pad.layers.setReference(blob))
      .then(() => setReference('shown'))
      .catch(() => {
        if (abort.signal.aborted) return;
        // Offline, the board's autosave has brought back the picture it was given last time.
        setReference(pad.getState().hasReference ? 'shown' : 'failed');
      });
    return () => abort.abort();
  }, [pad, restored, url]);

  return { hostRef, pad, state, reference, width };
}
