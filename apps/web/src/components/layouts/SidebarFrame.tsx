import type { ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { DrawerSide, DrawerToggle } from '../ui/Drawer';
import { NavigationProgress, SkipLink } from '../ui/PageChrome';
import type { useSidebarDrawer } from '../../lib/hooks/useSidebarDrawer';

type Drawer = ReturnType<typeof useSidebarDrawer>;

/**
 * The frame the dashboard and the course player share: a header and the page beside a sidebar
 * that is always open on large screens and a drawer on phones (the page inert behind it).
 */
export function SidebarFrame({
  id,
  drawer,
  header,
  sidebar,
  closeLabel,
  mainId,
  mainClassName = '',
  className,
  children,
}: {
  /** Names the drawer's toggle; unique on the page. */
  id: string;
  drawer: Drawer;
  header: ReactNode;
  sidebar: ReactNode;
  /** What the backdrop's close button says. */
  closeLabel: string;
  mainId: string;
  mainClassName?: string;
  /** The frame's background. */
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`drawer lg:drawer-open min-h-dvh ${className}`}>
      <DrawerToggle id={id} open={drawer.open} onOpenChange={drawer.setOpen} />
      <div className="drawer-content flex min-h-dvh min-w-0 flex-col" inert={drawer.open}>
        <SkipLink target={mainId} />
        <NavigationProgress />
        {header}
        <main
          id={mainId}
          ref={drawer.mainRef}
          tabIndex={-1}
          className={`flex-1 outline-none ${mainClassName}`}
        >
          {children}
        </main>
      </div>
      <DrawerSide closeLabel={closeLabel} onClose={drawer.close}>
        {sidebar}
      </DrawerSide>
      <ScrollRestoration />
    </div>
  );
}
