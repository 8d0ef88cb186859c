import type { ReactNode } from 'react';
import { SnapToggle } from '../../../sketchpad/GuideControls';
import { toolTitle, tools, type PadProps } from '../../../sketchpad/Toolbar';

// Sized by their names on a phone, so that all eight share a 375 px row without scrolling.
const railButton =
  'btn btn-ghost h-auto min-h-11 min-w-0 flex-auto flex-col gap-0.5 px-0.5 py-1.5 text-[0.6875rem] leading-tight font-medium sm:px-1 xl:min-w-14 xl:flex-none';

/**
 * The tools, one tap each: a slim column beside the board on a wide screen, a row under the
 * board on a phone or a tablet, where a thumb reaches it. Names stay the spec's (Draw, Erase…).
 */
export function ToolRail({
  pad,
  state,
  className = '',
  children,
}: PadProps & { className?: string; children?: ReactNode }) {
  const disabled = pad === null;
  return (
    <div
      role="toolbar"
      aria-label="Drawing tools"
      className={`bg-base-100 border-base-300 flex flex-wrap gap-1 p-1.5 xl:flex-col xl:flex-nowrap ${className}`}
    >
      {tools.map((entry) => {
        const { tool, label, icon: Icon } = entry;
        const active = state.tool === tool;
        return (
          <button
            key={tool}
            type="button"
            className={`${railButton} ${active ? 'bg-primary text-primary-content hover:bg-primary' : ''}`}
            aria-pressed={active}
            title={toolTitle(entry)}
            disabled={disabled}
            onClick={() => pad?.setTool(tool)}
          >
            <Icon />
            {label}
          </button>
        );
      })}
      {/* Snapping within a thumb's reach, while the board has a guide to snap to. */}
      {state.guides.length > 0 && (
        <SnapToggle
          pad={pad}
          state={state}
          label="Snap"
          className={`${railButton} xl:mt-2`}
          pressed="bg-primary text-primary-content hover:bg-primary"
          idle=""
        />
      )}
      {children}
    </div>
  );
}
