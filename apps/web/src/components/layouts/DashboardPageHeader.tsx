import type { ReactNode } from 'react';

interface DashboardPageHeaderProps {
  title: string;
  /** The document title after 'Glossy Drawer | ' (the original's pattern, e.g. 'All users'). */
  documentTitle: string;
  eyebrow?: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The top of every dashboard screen: its one h1, an optional lead-in and the document title. */
export function DashboardPageHeader({
  title,
  documentTitle,
  eyebrow = 'Dashboard',
  children,
  actions,
}: DashboardPageHeaderProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4 sm:mb-10">
      <title>{`Glossy Drawer | ${documentTitle}`}</title>
      <div className="min-w-0">
        <p className="eyebrow mb-2">{eyebrow}</p>
        <h1 className="font-display text-3xl font-semibold break-words sm:text-4xl">{title}</h1>
        {children && (
          <div className="text-base-content/75 mt-3 max-w-2xl text-base">{children}</div>
        )}
      </div>
      {actions}
    </header>
  );
}
