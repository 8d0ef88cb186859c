import { brushCatalog, shapeCatalog } from '@glossy/canvas/catalog';
import { nameOfColour } from '../../../sketchpad/colour-names';
import type { ToolShown } from './room-fold';

const names = new Map<string, string>(
  [...brushCatalog, ...shapeCatalog].map((entry) => [entry.id, entry.name]),
);

/** The brush the one drawing holds, for watchers to pick the same: name, colour, width. */
export function HostTool({ tool, who }: { tool: ToolShown | null; who: string }) {
  if (!tool) return null;
  return (
    <p className="text-base-content/80 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span>{who} draws with</span>
      <span className="text-base-content font-medium">{names.get(tool.brush) ?? tool.brush}</span>
      <span className="flex items-center gap-1">
        <span
          aria-hidden="true"
          className="border-base-300 inline-block size-4 rounded-full border"
          style={{ background: tool.color }}
        />
        <span className="text-base-content font-medium">
          {nameOfColour(tool.color)} ({tool.color})
        </span>
      </span>
      <span>· width {Math.round(tool.size)}</span>
    </p>
  );
}
