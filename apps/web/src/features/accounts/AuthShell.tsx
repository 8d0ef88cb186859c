import type { ReactNode } from 'react';

/** Sign-in screens: the form beside a piece of art (the art hides on small screens). */
export function AuthShell({
  title,
  pageTitle,
  children,
}: {
  title: string;
  pageTitle: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page grid items-center gap-10 py-10 lg:grid-cols-2 lg:py-16">
      <title>{`${pageTitle} | Glossy Drawer`}</title>
      <div className="mx-auto w-full max-w-md">
        <h1 className="font-display mb-8 text-4xl font-semibold">{title}</h1>
        {children}
      </div>
      <figure className="hidden lg:block">
        <img
          decoding="async"
          src="/media/site/auth.webp"
          alt="Layered brush strokes in vermilion, ochre and cerulean"
          width={720}
          height={900}
          className="rounded-box mx-auto max-h-[640px] w-auto object-cover shadow-xl"
        />
      </figure>
    </div>
  );
}
