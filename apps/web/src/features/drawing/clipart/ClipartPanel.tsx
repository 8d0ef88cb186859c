import { useState } from 'react';
import type { Sketchpad } from '@glossy/canvas';
import { toast } from '../../../lib/toast';
import { ClipartLibrary } from './ClipartLibrary';
import { placeClipart } from './clipart-picture';

/**
 * The clipart library in the side panel: a piece picked floats over the current layer, to move
 * and size before Done. `onPlaced` follows (on a phone the panel then makes way for the board).
 */
export function ClipartPanel({ pad, onPlaced }: { pad: Sketchpad | null; onPlaced?: () => void }) {
  const [placing, setPlacing] = useState<string | null>(null);
  return (
    <>
      <ClipartLibrary
        onPick={(piece) => {
          if (!pad || placing) return;
          setPlacing(piece.name);
          placeClipart(pad, piece)
            .then((placed) => {
              if (placed) onPlaced?.();
            })
            .catch((err: unknown) => {
              const message =
                err instanceof Error ? err.message : 'That piece could not be placed.';
              toast.warning(message, { id: 'clipart' });
            })
            .finally(() => setPlacing(null));
        }}
      />
      <p role="status" className="text-base-content/70 -mt-2 text-xs empty:hidden">
        {placing ? `Placing ${placing}…` : ''}
      </p>
    </>
  );
}
