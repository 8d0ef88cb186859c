import { useEffect } from 'react';
import type { Sketchpad } from '@glossy/canvas';
import { toast } from '../../lib/toast';

/** Shows, as a toast, why a picture could not come in or a selection could not be made. */
export function useSelectionNotices(pad: Sketchpad | null): void {
  // One id: the selection bar and the import menu may both listen; the artist sees one message.
  useEffect(() => pad?.selection.onNotice((m) => toast.warning(m, { id: 'selection' })), [pad]);
}
