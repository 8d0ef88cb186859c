import type { Role } from '@glossy/contract';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSession } from './session';
import { useRole } from './useRole';

/** Guards a screen: signed-out visitors go to /login (and come back), other roles see why not. */
export function RequireRole({ roles, children }: { roles?: Role[]; children: ReactNode }) {
  const { user, ready } = useSession();
  const { role, isLoading } = useRole();
  const location = useLocation();
  if (!ready || (user && roles && isLoading)) {
    return (
      <div className="space-y-4 p-6" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-10 w-1/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (roles && (!role || !roles.includes(role))) {
    return (
      <div role="alert" className="mx-auto max-w-lg p-10 text-center">
        <title>Not allowed | Glossy Drawer</title>
        <h1 className="font-display mb-3 text-3xl font-semibold">This page is not for your role</h1>
        <p className="text-base-content/75 mb-6">
          It belongs to {roles.join(' or ')} accounts. Your dashboard has everything your role can
          do.
        </p>
        <Link to="/dashboard" className="btn btn-primary">
          Back to your dashboard
        </Link>
      </div>
    );
  }
  return children;
}
