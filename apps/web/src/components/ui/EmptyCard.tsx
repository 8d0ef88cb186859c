import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/** An admin list with nothing to show: what that means, and (as children) a way on. */
export function EmptyCard({
  icon,
  text,
  children,
}: {
  icon: IconName;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="card-art flex flex-col items-center gap-4 px-6 py-14 text-center">
      <span className="bg-primary/12 text-primary grid size-12 place-items-center rounded-2xl">
        <Icon name={icon} className="size-6" />
      </span>
      <p className="text-base-content/75 max-w-md">{text}</p>
      {children}
    </div>
  );
}
