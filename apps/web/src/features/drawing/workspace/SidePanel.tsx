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

/**
 * Properties and layers: what the current tool paints with, and where. The text tool's settings
 * come first while it is out; the clipart library stays folded (and unloaded) until opened.
 * `onPlaced`: a piece of clipart was put on the board.
 */
export function SidePanel({
  pad,
  state,
  text,
  onPlaced,
}: PadProps & { text: TextTool; onPlaced?: () => void }) {
  return (
    <>
      {state.tool === 'text' && (
        <PanelSection title="Text">
          <TextOptions state={state} text={text} />
        </PanelSection>
      )}
      <PanelSection title="Brush">
        <BrushPicker pad={pad} state={state} recent={<RecentBrushes pad={pad} state={state} />} />
        <BrushPreview state={state} />
        <PressureControls pad={pad} state={state} />
      </PanelSection>
      <PanelSection title="Colour">
        <ColourControls pad={pad} state={state} stacked />
      </PanelSection>
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
      <div className="p-3">
        <LayersPanel pad={pad} state={state} />
      </div>
    </>
  );
}
