import type { Role } from '@glossy/contract';
import { useMatches, type RouteObject } from 'react-router';
import type { IconName } from '../../components/ui/icons';

/** A dashboard route's place in the sidebar's MENU, declared on the route as `handle.nav`. */
export interface DashboardNavEntry {
  label: string;
  icon: IconName;
  /** Spec §2 and §6: each role has its own MENU; the original always showed the admin one. */
  roles: readonly Role[];
  /** Stays marked on the pages under it (one hand-in under the list of them). */
  section?: boolean;
  /** Shows how many things wait there (hand-ins to critique, critiques not read yet). */
  badge?: 'hand-ins';
}

export type DashboardLink = Omit<DashboardNavEntry, 'roles'> & { to: string };
export type DashboardMenu = (DashboardNavEntry & { to: string })[];

/** What every role keeps of its own: certificates, drawings, and exercises handed in. */
export const everyRole: readonly Role[] = ['admin', 'instructor', 'student'];

const navOf = (route: RouteObject) =>
  (route.handle as { nav?: DashboardNavEntry } | undefined)?.nav;

/** The MENU read from the route table, in its order: a new screen joins it by declaring `nav`. */
export function menuFrom(base: string, routes: readonly RouteObject[]): DashboardMenu {
  return routes.flatMap((route) => {
    const nested = menuFrom(base, route.children ?? []);
    const nav = navOf(route);
    return nav && route.path ? [{ ...nav, to: `${base}/${route.path}` }, ...nested] : nested;
  });
}

/** The dashboard layout's route carries the menu; the sidebar finds it among the matches. */
export function useDashboardMenu(role: Role): DashboardLink[] {
  const menu = useMatches()
    .map((match) => (match.handle as { menu?: DashboardMenu } | undefined)?.menu)
    .find(Boolean);
  return (menu ?? []).filter((link) => link.roles.includes(role));
}

export const otherLinks: readonly DashboardLink[] = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/courses', label: 'Courses', icon: 'courses' },
  { to: '/menu', label: 'Blog', icon: 'blog' },
  { to: '/canvas', label: 'Draw', icon: 'draw' },
  { to: '/signup', label: 'Sign up', icon: 'signup' },
  { to: '/login', label: 'Login', icon: 'login' },
];
