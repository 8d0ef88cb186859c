import type { ReactNode } from 'react';
import { PaletteIcon } from './icons';

export function EmptyPosts({ children }: { children: ReactNode }) {
  return (
    <div className="card-art bg-base-100 flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="bg-accent/20 text-base-content grid size-14 place-items-center rounded-full">
        <PaletteIcon className="size-7" />
      </span>
      <p className="text-base-content/80 max-w-sm">{children}</p>
    </div>
  );
}
