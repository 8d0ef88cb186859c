import type { Sketchpad } from '@glossy/canvas';
import { useSyncExternalStore } from 'react';
import { TextBox } from '../../src/features/drawing/text/TextBox';
import { useTextSettings } from '../../src/features/drawing/text/useTextSettings';
import { SidePanel } from '../../src/features/drawing/workspace/SidePanel';

/** The /canvas page's parts around a board: the text box over it and the side panel. */
export function StudioParts({ pad, onPlaced }: { pad: Sketchpad; onPlaced?: () => void }) {
  const state = useSyncExternalStore(pad.subscribe, pad.getState);
  const text = useTextSettings(state.tool === 'text');
  return (
    <>
      <TextBox pad={pad} state={state} text={text} />
      <SidePanel pad={pad} state={state} text={text} onPlaced={onPlaced} />
    </>
  );
}
