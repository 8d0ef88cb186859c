import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';

interface StatCardProps {
  label: string;
  value: string;
  icon: IconName;
  hint?: ReactNode;
  /** Where to act on this number, when there is such a place. */
  to?: string;
  linkLabel?: string;
}

/** One number of the admin overview, read as "label: value" by screen readers. */
export function StatCard({ label, value, icon, hint, to, linkLabel }: StatCardProps) {
  return (
    <div className="card-art flex h-full flex-col gap-2 p-4 sm:gap-3 sm:p-6">
      <dt className="text-base-content/75 flex items-start justify-between gap-2 text-sm font-medium">
        {label}
        <span className="bg-base-200 text-base-content/80 hidden size-9 shrink-0 place-items-center rounded-xl min-[400px]:grid">
          <Icon name={icon} className="size-[1.1rem]" />
        </span>
      </dt>
      <dd className="font-display text-2xl font-semibold tabular-nums sm:text-4xl">{value}</dd>
      {hint && <dd className="text-base-content/70 text-sm">{hint}</dd>}
      {to && linkLabel && (
        <dd className="mt-auto pt-1">
          <Link to={to} className="link link-primary text-sm font-semibold">
            {linkLabel}
          </Link>
        </dd>
      )}
    </div>
  );
}
