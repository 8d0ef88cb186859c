import { Outlet, useNavigate } from 'react-router';
import { SidebarFrame } from '../../components/layouts/SidebarFrame';
import { toast } from '../../lib/toast';
import { RequireRole } from '../../lib/auth/RequireRole';
import { useSession } from '../../lib/auth/session';
import { useAuthFailureRedirect } from '../../lib/auth/useAuthFailureRedirect';
import { usePendingSelection } from '../../entities/commerce/usePendingSelection';
import { useRole } from '../../lib/auth/useRole';
import { DashboardHeader } from './DashboardHeader';
import { DashboardSidebar } from './DashboardSidebar';
import { useSidebarDrawer } from '../../lib/hooks/useSidebarDrawer';

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
    <SidebarFrame
      id="dashboard-drawer"
      drawer={drawer}
      className="bg-base-200/50"
      mainId="dashboard-main"
      mainClassName="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-10 lg:py-12"
      closeLabel="Close menu"
      header={
        <DashboardHeader
          menuOpen={drawer.open}
          onToggleMenu={drawer.toggle}
          menuButtonRef={drawer.toggleRef}
        />
      }
      sidebar={
        <DashboardSidebar
          user={user}
          role={role}
          roleLoading={isLoading}
          loggingOut={loading}
          onLogout={() => void onLogout()}
          onClose={drawer.close}
          closeButtonRef={drawer.closeRef}
        />
      }
    >
      <Outlet />
    </SidebarFrame>
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
