import type { Sketchpad, SketchpadState } from '@glossy/canvas';
import { useId, useRef } from 'react';
import { toast } from '../../lib/toast';

/** The tracing image under the layers: chosen, shown or hidden, removed. */
export function ReferenceImage({ pad, state }: { pad: Sketchpad | null; state: SketchpadState }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className="border-base-300 mt-4 border-t pt-3">
      <p className="mb-2 text-sm font-medium">Reference image (locked, never exported)</p>
      <div className="flex flex-wrap gap-2">
        <label className="btn btn-xs" htmlFor={`${id}-ref`}>
          Choose image
        </label>
        <input
          ref={fileRef}
          id={`${id}-ref`}
          type="file"
          accept="image/*"
          aria-label="Reference image file"
          className="sr-only"
          onChange={(e) => {
            pad?.layers
              .setReference(e.target.files?.[0] ?? null)
              .catch(() => toast.error('That file is not an image we can open.'));
          }}
        />
        {state.hasReference && (
          <>
            <button
              type="button"
              className="btn btn-xs"
              onClick={() => pad?.layers.toggleReference()}
            >
              {state.referenceVisible ? 'Hide reference' : 'Show reference'}
            </button>
            <button
              type="button"
              className="btn btn-xs"
              onClick={() => {
                if (fileRef.current) fileRef.current.value = '';
                void pad?.layers.setReference(null);
              }}
            >
              Remove reference
            </button>
          </>
        )}
      </div>
    </div>
  );
}
