import type { ReactNode } from 'react';
import { SnapToggle } from '../../../sketchpad/GuideControls';
import { toolTitle, tools, type PadProps } from '../../../sketchpad/Toolbar';

const railButton =
  'btn btn-ghost h-auto min-h-11 min-w-14 flex-1 flex-col gap-0.5 px-1 py-1.5 text-[0.6875rem] leading-tight font-medium lg:flex-none';

/**
 * The tools, one tap each: a slim column beside the board on a wide screen, a row under the
 * board on a phone, where a thumb reaches it. Names stay the spec's (Draw, Erase…).
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
      className={`bg-base-100 border-base-300 flex gap-1 overflow-x-auto p-1.5 lg:flex-col lg:overflow-visible ${className}`}
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
          className={`${railButton} lg:mt-2`}
          pressed="bg-primary text-primary-content hover:bg-primary"
          idle=""
        />
      )}
      {children}
    </div>
  );
}
