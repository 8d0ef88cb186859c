import { toolKeys, type Sketchpad, type SketchpadState, type Tool } from '@glossy/canvas';
import { BoardActions } from './BoardActions';
import { ControlGroup } from './ControlGroup';
import {
  DrawIcon,
  EraseIcon,
  EyedropperIcon,
  FillIcon,
  LassoIcon,
  SelectIcon,
  ShapeIcon,
  TextIcon,
} from './icons';

export const panel = 'border-base-300 bg-base-200/70 rounded-box border p-3 shadow-sm sm:p-4';

export interface PadProps {
  pad: Sketchpad | null;
  state: SketchpadState;
}

export const tools: {
  tool: Tool;
  label: string;
  hint: string;
  icon: () => React.JSX.Element;
  /** Needs the studio page around the board (the text tool's box and settings live there). */
  studioOnly?: true;
}[] = [
  { tool: 'draw', label: 'Draw', hint: '', icon: DrawIcon },
  { tool: 'erase', label: 'Erase', hint: '', icon: EraseIcon },
  { tool: 'shape', label: 'Shape', hint: 'Shift keeps squares, circles and 45°', icon: ShapeIcon },
  { tool: 'fill', label: 'Fill', hint: '', icon: FillIcon },
  { tool: 'eyedropper', label: 'Eyedropper', hint: '', icon: EyedropperIcon },
  { tool: 'select', label: 'Select', hint: 'Ctrl+A selects all', icon: SelectIcon },
  { tool: 'lasso', label: 'Lasso', hint: 'Draw around what to select', icon: LassoIcon },
  {
    tool: 'text',
    label: 'Text',
    hint: 'Press the board to type',
    icon: TextIcon,
    studioOnly: true,
  },
];

/** A tool button's tooltip: its name, its key, and how to use it where that is not plain. */
export const toolTitle = ({ tool, label, hint }: (typeof tools)[number]) =>
  `${label} (${toolKeys[tool]})${hint ? ` — ${hint}` : ''}`;

/** Draw and Erase keep their words at every width; the rarer tools shrink to icons on phones. */
const compact = new Set<Tool>(['shape', 'fill', 'eyedropper', 'select', 'lasso']);

/** The tools of a board without the studio around it (a lesson's practice, a demo recording). */
const boardTools = tools.filter((t) => !t.studioOnly);

/** Tools, History and Export: always above the board, compact enough for a phone. */
export function Toolbar({ pad, state }: PadProps) {
  const disabled = pad === null;
  return (
    <div
      role="toolbar"
      aria-label="Drawing tools"
      className={`${panel} flex flex-wrap items-end gap-x-3 gap-y-3 sm:gap-x-8`}
    >
      <ControlGroup title="Tools">
        <div className="join">
          {boardTools.map((entry) => {
            const { tool, label, icon: Icon } = entry;
            return (
              <button
                key={tool}
                type="button"
                className={`btn btn-sm join-item gap-1.5 ${state.tool === tool ? 'btn-primary' : 'bg-base-100 border-base-300'} ${compact.has(tool) ? 'px-2.5 sm:px-3' : ''}`}
                aria-pressed={state.tool === tool}
                title={toolTitle(entry)}
                disabled={disabled}
                onClick={() => pad?.setTool(tool)}
              >
                <Icon />
                <span className={compact.has(tool) ? 'sr-only sm:not-sr-only' : ''}>{label}</span>
              </button>
            );
          })}
        </div>
      </ControlGroup>
      <BoardActions pad={pad} state={state} />
    </div>
  );
}
