import { BrushPicker } from '../BrushPicker';
import { BrushPreview } from '../brush/BrushPreview';
import { PressureControls } from '../brush/PressureControls';
import { RecentBrushes } from '../brush/RecentBrushes';
import { ColourControls } from '../ColourControls';
import { LayersPanel } from '../LayersPanel';
import { SymmetryControls } from '../SymmetryControls';
import type { PadProps } from '../Toolbar';
import { ToolOptions } from '../ToolOptions';
import { PanelSection } from './PanelSection';

/** Properties and layers: what the current tool paints with, and where. */
export function SidePanel({ pad, state }: PadProps) {
  return (
    <>
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
      <div className="p-3">
        <LayersPanel pad={pad} state={state} />
      </div>
    </>
  );
}
