import { BrushPicker } from '../../../sketchpad/BrushPicker';
import { BrushPreview } from '../brush/BrushPreview';
import { PressureControls } from '../brush/PressureControls';
import { RecentBrushes } from '../brush/RecentBrushes';
import { ClipartPanel } from '../clipart/ClipartPanel';
import { ColourControls } from '../../../sketchpad/ColourControls';
import { GuideControls } from '../../../sketchpad/GuideControls';
import { LayersPanel } from '../../../sketchpad/LayersPanel';
import { SymmetryControls } from '../SymmetryControls';
import { TextOptions } from '../text/TextOptions';
import type { TextTool } from '../text/useTextSettings';
import type { PadProps } from '../../../sketchpad/Toolbar';
import { ToolOptions } from '../../../sketchpad/ToolOptions';
import { PanelSection } from './PanelSection';

/** The parts a phone's bar opens one at a time, each in a sheet of its own. */
export type PanelPart = 'brush' | 'colour' | 'layers';

interface Props extends PadProps {
  text: TextTool;
  /** One part alone (a phone's sheet); every part but the layers otherwise. */
  only?: PanelPart;
  /** A piece of clipart was put on the board. */
  onPlaced?: () => void;
}

/**
 * Properties: what the current tool paints with. The text tool's settings come first while it
 * is out; the clipart library stays folded (and unloaded) until opened. The layers live apart,
 * where they stay in reach: docked under these on a wide screen, a sheet of their own on a phone.
 */
export function SidePanel({ pad, state, text, only, onPlaced }: Props) {
  const brush = (
    <>
      <BrushPicker pad={pad} state={state} recent={<RecentBrushes pad={pad} state={state} />} />
      <BrushPreview state={state} />
      <PressureControls pad={pad} state={state} />
    </>
  );
  const colour = <ColourControls pad={pad} state={state} stacked />;
  if (only) {
    const part = { brush, colour, layers: <LayersPanel pad={pad} state={state} /> }[only];
    return <div className="flex flex-col gap-4 p-4">{part}</div>;
  }
  return (
    <>
      {state.tool === 'text' && (
        <PanelSection title="Text">
          <TextOptions state={state} text={text} />
        </PanelSection>
      )}
      <PanelSection title="Brush">{brush}</PanelSection>
      <PanelSection title="Colour">{colour}</PanelSection>
      <PanelSection title="Shape and stroke">
        <ToolOptions pad={pad} state={state} />
      </PanelSection>
      <PanelSection title="Symmetry">
        <SymmetryControls pad={pad} state={state} />
      </PanelSection>
      <PanelSection title="Guides">
        <GuideControls pad={pad} state={state} />
      </PanelSection>
      <PanelSection title="Clipart" folded>
        <ClipartPanel pad={pad} onPlaced={onPlaced} />
      </PanelSection>
    </>
  );
}
