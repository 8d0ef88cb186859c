import type {
  DemotionRequest,
  ModifiedAnswer,
  RoleChange,
  SignOutEverywhereAnswer,
  UserSummary,
} from '@glossy/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend, totalOf } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/** Under 'dashboard', beside the admin overview, so one invalidation refreshes both. */
export const roleChangesKey = ['dashboard', 'role-changes'] as const;
const dashboardKey = ['dashboard'] as const;
export const roleChangesShown = 8;

export type LowerRole = DemotionRequest['role'];

export const roleName: Record<UserSummary['role'], string> = {
  student: 'Student',
  instructor: 'Instructor',
  admin: 'Admin',
};

const failed = (fallback: string) => (error: unknown) => {
  toast.error(error instanceof Error ? error.message : fallback);
};

/** After any change of role, what the admin home shows: the role counts and the audit list. */
export const refreshRoleAudit = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: dashboardKey });

/** After a demotion: the users list as well. */
const refreshAfterRoleChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    refreshRoleAudit(queryClient),
  ]);

/** The latest changes of role, newest first, with how many there are in all. */
export function useRoleChanges(limit = roleChangesShown) {
  return useQuery({
    queryKey: [...roleChangesKey, { limit }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: '1', limit: String(limit) });
      const { data, headers } = await apiRequest<RoleChange[]>(`/admin/role-changes?${params}`, {
        signal,
      });
      return { changes: data, total: totalOf(headers, data.length) };
    },
  });
}

/** An explicit step down (admin → instructor or student, instructor → student). */
export function useDemote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: { user: UserSummary; role: LowerRole }) =>
      apiSend<ModifiedAnswer>('POST', `/users/${encodeURIComponent(user._id)}/demotion`, {
        role,
      } satisfies DemotionRequest),
    onSuccess: (_answer, { user, role }) => {
      toast.success(`${user.name} is now ${role === 'instructor' ? 'an' : 'a'} ${roleName[role]}.`);
    },
    onError: failed('The role could not be changed.'),
    onSettled: () => refreshAfterRoleChange(queryClient),
  });
}

/** Ends every session and API token of the user, on every device. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserSummary) =>
      apiSend<SignOutEverywhereAnswer>('POST', `/users/${encodeURIComponent(user._id)}/sign-out`),
    onSuccess: ({ revokedSessions }, user) => {
      toast.success(`${user.name} is signed out everywhere.`, {
        description:
          revokedSessions === 1 ? '1 session ended.' : `${revokedSessions} sessions ended.`,
      });
    },
    onError: failed('The sessions could not be ended.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
