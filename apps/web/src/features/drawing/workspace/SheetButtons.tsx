import type { SketchpadState } from '@glossy/canvas';
import type { ReactNode } from 'react';
import { LayersIcon, PanelIcon, SlidersIcon } from '../../../sketchpad/icons';
import type { PanelPart } from './SidePanel';

/** What a phone's sheet shows: one part, or every panel ('all'). */
export type Sheet = PanelPart | 'all';

export const barButton =
  'btn btn-ghost h-auto min-h-11 min-w-0 flex-auto flex-col gap-0.5 px-1 py-1.5 text-[0.6875rem] leading-tight font-medium';

interface Props {
  state: SketchpadState;
  open: Sheet | null;
  sheetId: string;
  onOpen(sheet: Sheet | null): void;
}

/**
 * A phone's and a tablet's way to the panels: brush, colour and layers one tap each, each a
 * short sheet that leaves the board in sight; Panels holds everything else. A second tap closes.
 */
export function SheetButtons({ state, open, sheetId, onOpen }: Props) {
  const button = (sheet: Sheet, label: string, icon: ReactNode, title: string) => (
    <button
      key={sheet}
      type="button"
      className={`${barButton} ${open === sheet ? 'btn-active' : ''}`}
      aria-expanded={open === sheet}
      aria-controls={open === sheet ? sheetId : undefined}
      title={title}
      onClick={() => onOpen(open === sheet ? null : sheet)}
    >
      {icon}
      {label}
    </button>
  );
  const swatch = (
    <span
      aria-hidden="true"
      className="border-base-content/30 size-4 rounded-full border"
      style={{ background: state.color }}
    />
  );
  return (
    <div
      role="group"
      aria-label="Panels"
      className="bg-base-100 flex flex-[1_1_14rem] gap-1 p-1.5 pt-0 sm:pt-1.5"
    >
      {button('brush', 'Brush', <SlidersIcon />, `Brush: ${state.brush}, ${state.size} px`)}
      {button('colour', 'Colour', swatch, `Colour: ${state.color}`)}
      {button('layers', 'Layers', <LayersIcon />, `Layers: ${state.layers.length}`)}
      {button('all', 'Panels', <PanelIcon />, 'Every panel: shapes, symmetry, guides, clipart')}
    </div>
  );
}
