import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'start' | 'center';
}

/** The eyebrow, serif title and short intro every home section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={`mb-10 max-w-2xl sm:mb-12 ${centered ? 'mx-auto text-center' : ''}`}>
      {/* Mixed towards the text colour so it keeps AA contrast on the tinted section backgrounds too. */}
      <p className="eyebrow mb-3 text-[color-mix(in_oklab,var(--color-primary)_75%,var(--color-base-content))]">
        {eyebrow}
      </p>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children && <p className="text-base-content/75 mt-4 text-lg">{children}</p>}
    </div>
  );
}
