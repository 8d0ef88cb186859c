import { initialSketchpadState, type SketchpadOptions } from '@glossy/canvas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createDrawing, drawingKeys } from '../../../entities/drawing/drawings-api';
import { boardFrame } from '../../../sketchpad/board-frame';
import { Toolbar } from '../../../sketchpad/Toolbar';
import { toolPreferences, useSketchpad } from '../../../sketchpad/useSketchpad';
import { toast } from '../../../lib/toast';

const initial = initialSketchpadState();
const firstSketchTitle = 'My first sketch';

/** A small board of its own: its strokes are kept apart from /canvas's until saved. */
const board: SketchpadOptions = {
  autosave: 'glossy-drawer-first-sketch',
  preferences: toolPreferences,
  width: 600,
  height: 400,
  label: 'Your first sketch, 600 by 400 pixels',
};

/** Step three: a first sketch, saved to the account as the newcomer's first drawing. */
export function SketchStep({ onDone }: { onDone: () => void }) {
  const { hostRef, pad, state } = useSketchpad(initial, board);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();

  const save = async () => {
    if (!pad) return;
    if (pad.isEmpty) return setError('Draw something first: a line, a circle, your cat.');
    setSaving(true);
    setError(undefined);
    try {
      const log = pad.engine.log();
      await createDrawing({ title: firstSketchTitle, log, picture: await pad.picture() });
      void queryClient.invalidateQueries({ queryKey: drawingKeys.all });
      toast.success('Saved to My drawings');
      pad.newDrawing();
      onDone();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The sketch could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="first-sketch">
      <h2 id="first-sketch" className="font-display mb-1 text-2xl font-semibold">
        Make your first mark
      </h2>
      <p className="text-base-content/75 mb-4">
        Anything goes: a few lines to feel the brush. It is saved to My drawings, private until you
        share it.
      </p>
      <div className="flex flex-col gap-4">
        <Toolbar pad={pad} state={state} />
        <div ref={hostRef} className={boardFrame} />
        {error && (
          <p role="alert" className="text-error text-sm font-medium">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!pad || saving}
            onClick={() => void save()}
          >
            {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Save my first sketch
          </button>
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Skip this step
          </button>
        </div>
      </div>
    </section>
  );
}
