import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { NavigationProgress, SkipLink } from '../../components/ui/PageChrome';
import { toast } from '../../lib/toast';
import { RequireRole } from '../../lib/auth/RequireRole';
import { useSession } from '../../lib/auth/session';
import { useAuthFailureRedirect } from '../../lib/auth/useAuthFailureRedirect';
import { usePendingSelection } from '../../entities/commerce/usePendingSelection';
import { useRole } from '../../lib/auth/useRole';
import { DashboardHeader } from './DashboardHeader';
import { DashboardSidebar } from './DashboardSidebar';
import { useSidebarDrawer } from '../../lib/hooks/useSidebarDrawer';
import { DrawerSide, DrawerToggle } from '../../components/ui/Drawer';

function DashboardShell() {
  const { user, logout, loading } = useSession();
  const { role, isLoading } = useRole();
  const navigate = useNavigate();
  const drawer = useSidebarDrawer();
  if (!user) return null;

  const onLogout = async () => {
    try {
      await logout();
      navigate('/', { replace: true });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Logout failed. Please try again.');
    }
  };

  return (
    <div className="drawer lg:drawer-open bg-base-200/50 min-h-dvh">
      <DrawerToggle id="dashboard-drawer" open={drawer.open} onOpenChange={drawer.setOpen} />
      <div className="drawer-content flex min-h-dvh flex-col" inert={drawer.open}>
        <SkipLink target="dashboard-main" />
        <NavigationProgress />
        <DashboardHeader
          menuOpen={drawer.open}
          onToggleMenu={drawer.toggle}
          menuButtonRef={drawer.toggleRef}
        />
        <main
          id="dashboard-main"
          ref={drawer.mainRef}
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10 lg:py-12"
        >
          <Outlet />
        </main>
      </div>
      <DrawerSide closeLabel="Close menu" onClose={drawer.close}>
        <DashboardSidebar
          user={user}
          role={role}
          roleLoading={isLoading}
          loggingOut={loading}
          onLogout={() => void onLogout()}
          onClose={drawer.close}
          closeButtonRef={drawer.closeRef}
        />
      </DrawerSide>
      <ScrollRestoration />
    </div>
  );
}

/** Spec §2: the dashboard has its own layout (no site navbar or footer), for signed-in users only. */
export default function DashboardLayout() {
  useAuthFailureRedirect();
  usePendingSelection();
  return (
    <RequireRole>
      <DashboardShell />
    </RequireRole>
  );
}
