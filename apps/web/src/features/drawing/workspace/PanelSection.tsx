import type { ReactNode } from 'react';
import { ChevronIcon } from '../icons';

/** One foldable part of the side panel; open at first, its state kept by the browser. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="border-base-300 group border-b last:border-b-0">
      <summary className="hover:bg-base-200 flex cursor-pointer list-none items-center justify-between px-4 py-2.5 text-sm font-semibold select-none [&::-webkit-details-marker]:hidden">
        {title}
        <span className="transition-transform group-open:rotate-180 motion-reduce:transition-none">
          <ChevronIcon />
        </span>
      </summary>
      <div className="flex flex-col gap-4 px-4 pt-1 pb-4">{children}</div>
    </details>
  );
}
