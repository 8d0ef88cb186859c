import { useState, type ReactNode } from 'react';
import { ChevronIcon } from '../../../sketchpad/icons';

/**
 * One foldable part of the side panel; open at first, its state kept by the browser. A `folded`
 * one starts closed and makes its contents when first opened, so what they load (the clipart
 * library) is asked for when the artist wants it, never with the page.
 */
export function PanelSection({
  title,
  folded = false,
  children,
}: {
  title: string;
  folded?: boolean;
  children: ReactNode;
}) {
  const [made, setMade] = useState(!folded);
  return (
    <details
      open={!folded}
      onToggle={(e) => {
        if (e.currentTarget.open) setMade(true);
      }}
      className="border-base-300 group border-b last:border-b-0"
    >
      <summary className="hover:bg-base-200 flex cursor-pointer list-none items-center justify-between px-4 py-2.5 text-sm font-semibold select-none [&::-webkit-details-marker]:hidden">
        {title}
        <span className="transition-transform group-open:rotate-180 motion-reduce:transition-none">
          <ChevronIcon />
        </span>
      </summary>
      {made && <div className="flex flex-col gap-4 px-4 pt-1 pb-4">{children}</div>}
    </details>
  );
}
