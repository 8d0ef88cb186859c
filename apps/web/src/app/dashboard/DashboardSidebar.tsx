import type { Role } from '@glossy/contract';
import type { Ref } from 'react';
import { NavLink } from 'react-router';
import { Skeleton } from '../../components/ui/Skeleton';
import { useHandInBadge } from '../../features/classroom/projects/critique-queries';
import type { SessionUser } from '../../lib/auth/session';
import { avatarSrc } from '../../lib/avatar';
import { otherLinks, useDashboardMenu, type DashboardLink } from './dashboard-nav';
import { Icon } from '../../components/ui/icons';

interface DashboardSidebarProps {
  user: SessionUser;
  role: Role | null;
  roleLoading: boolean;
  loggingOut: boolean;
  onLogout(): void;
  onClose(): void;
  closeButtonRef: Ref<HTMLButtonElement>;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `gap-3 rounded-field py-2.5 ${isActive ? 'bg-primary text-primary-content font-semibold' : ''}`;

/** How many hand-ins wait for a critique (a teacher), or critiques wait to be read (a student). */
function HandInBadge() {
  const count = useHandInBadge();
  if (count === 0) return null;
  return (
    <span className="badge badge-sm badge-secondary ml-auto tabular-nums">
      {count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

function LinkList({ links }: { links: readonly DashboardLink[] }) {
  return (
    <ul className="menu w-full gap-1 p-0 text-[0.95rem]">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={!link.section} className={linkClass}>
            <Icon name={link.icon} />
            {link.label}
            {link.badge === 'hand-ins' && <HandInBadge />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function RoleMenu({ role }: { role: Role }) {
  return <LinkList links={useDashboardMenu(role)} />;
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2
      id={id}
      className="text-base-content/70 mb-2 px-3 font-sans text-xs font-semibold tracking-[0.2em]"
    >
      {children}
    </h2>
  );
}

export function DashboardSidebar({
  user,
  role,
  roleLoading,
  loggingOut,
  onLogout,
  onClose,
  closeButtonRef,
}: DashboardSidebarProps) {
  return (
    <aside
      id="dashboard-sidebar"
      aria-label="Dashboard menu"
      className="bg-base-100 border-base-300 flex min-h-full w-72 flex-col border-r"
    >
      <div className="relative px-6 pt-8 pb-6 text-center">
        <button
          ref={closeButtonRef}
          type="button"
          className="btn btn-ghost btn-circle btn-sm absolute top-3 right-3 lg:hidden"
          aria-label="Close menu"
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
        <img
          decoding="async"
          src={avatarSrc(user.photoURL)}
          alt=""
          width={80}
          height={80}
          className="ring-primary/70 ring-offset-base-100 mx-auto size-20 rounded-full object-cover ring-2 ring-offset-4"
        />
        <p className="font-display mt-4 text-lg leading-tight font-semibold break-words">
          {user.displayName}
        </p>
        <p className="text-base-content/70 mt-1 text-sm break-all">{user.email}</p>
        {role && (
          <p className="badge badge-soft badge-secondary mt-3 capitalize">
            <span className="sr-only">Role: </span>
            {role}
          </p>
        )}
      </div>

      <nav aria-label="Dashboard" className="flex flex-1 flex-col gap-6 px-4 pb-6">
        <section aria-labelledby="dashboard-menu-title">
          <SectionTitle id="dashboard-menu-title">MENU</SectionTitle>
          {role ? (
            <RoleMenu role={role} />
          ) : roleLoading ? (
            <div
              className="space-y-2 px-1"
              role="status"
              aria-busy="true"
              aria-label="Loading your menu"
            >
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : (
            <p className="text-base-content/70 px-3 text-sm">
              Your menu could not be loaded. Reload the page to try again.
            </p>
          )}
        </section>
        <div className="border-base-300 border-t" />
        <section aria-labelledby="dashboard-others-title">
          <SectionTitle id="dashboard-others-title">OTHERS</SectionTitle>
          <LinkList links={otherLinks} />
        </section>
        <div className="mt-auto pt-2">
          <button
            type="button"
            className="btn btn-outline btn-block justify-start gap-3"
            onClick={onLogout}
            disabled={loggingOut}
          >
            {loggingOut ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Icon name="logout" />
            )}
            Logout
          </button>
        </div>
      </nav>
    </aside>
  );
}
