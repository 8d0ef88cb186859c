import type { Role } from '@glossy/contract';
import { Outlet, type RouteObject } from 'react-router';
import AdminHomePage from '../../src/features/accounts/admin/AdminHomePage';
import DashboardHome from '../../src/app/dashboard/DashboardHome';
import DashboardLayout from '../../src/app/dashboard/DashboardLayout';
import { dashboardRoute } from '../../src/app/dashboard/dashboard-routes';
import ManageUsersPage from '../../src/features/accounts/admin/ManageUsersPage';
import { LocationProbe, renderRoutes } from '../support/app';
import { callsTo, stubFetch, type StubReply } from '../support/fetch-stub';

export const signedIn = { email: 'mia@example.com', name: 'Mia Brandt' };

/** Renders `screens` under the real dashboard layout, signed in, with the location probe. */
export function renderInDashboard(screens: RouteObject[], url: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          {
            path: '/dashboard',
            handle: dashboardRoute.handle,
            element: <DashboardLayout />,
            children: screens,
          },
          { path: '*', element: null },
        ],
      },
    ],
    { url, withSession: true },
  );
}

/** Renders the dashboard routes the way the router wires them, with a signed-in session. */
export function renderDashboard(url = '/dashboard') {
  return renderInDashboard(
    [
      { index: true, element: <DashboardHome /> },
      { path: 'adminhome', element: <AdminHomePage /> },
      { path: 'manageusers', element: <ManageUsersPage /> },
    ],
    url,
  ).router;
}

export type Reply = StubReply;
type Handler = (url: URL, init: RequestInit) => Reply | undefined | Promise<Reply | undefined>;

/**
 * Stubs fetch as the server would answer a signed-in user of the given role; `handler` answers
 * everything else (and may override the defaults). Unknown calls fail the test loudly.
 */
export function stubServer(role: Role, handler: Handler = () => undefined) {
  return stubFetch(
    async ({ url, init, method }) =>
      (await handler(url, init)) ?? defaults(role, method, url.pathname),
  );
}

function defaults(role: Role, method: string, path: string): Reply | undefined {
  const email = encodeURIComponent(signedIn.email);
  const user = { id: 'u1', email: signedIn.email, name: signedIn.name, image: null };
  if (method === 'GET' && path === '/api/auth/get-session') return { body: { user } };
  if (method === 'POST' && path === '/api/jwt') return { body: { token: 'test-token' } };
  if (method === 'GET' && path === `/api/users/admin/${email}`) {
    return { body: { admin: role === 'admin' } };
  }
  if (method === 'GET' && path === `/api/users/instructor/${email}`) {
    return { body: { instructor: role === 'instructor' } };
  }
  return undefined;
}

export { callsTo };
