import type { ReactNode } from 'react';

/** The title band at the top of a content page; also sets the document title. */
export function PageHeader({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-base-200 border-base-300 border-b">
      <title>{`${title} | Glossy Drawer`}</title>
      <div className="container-page py-12 sm:py-16">
        {eyebrow && <p className="eyebrow mb-2">{eyebrow}</p>}
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">{title}</h1>
        {children && <div className="text-base-content/75 mt-4 max-w-2xl text-lg">{children}</div>}
      </div>
    </div>
  );
}
