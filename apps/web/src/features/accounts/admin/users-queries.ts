import type { ModifiedAnswer, UserSummary } from '@glossy/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { apiRequest, apiSend, totalOf } from '../../../lib/api';

export const usersPageSize = 20;

export type GrantableRole = 'admin' | 'instructor';

/** Spec §8, word for word. */
export const grantedMessage: Record<GrantableRole, (name: string) => string> = {
  admin: (name) => `${name} is an Admin Now!`,
  instructor: (name) => `${name} is an Instructor Now!`,
};

export function useUsers(q: string, page: number) {
  return useQuery({
    queryKey: ['users', 'list', { q, page }],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: String(usersPageSize) });
      if (q) params.set('q', q);
      const { data, headers } = await apiRequest<UserSummary[]>(`/users?${params}`, { signal });
      return { users: data, total: totalOf(headers, data.length) };
    },
  });
}

/** Spec §4: a grant updates the user, then the list refreshes. */
export function useGrantRole(role: GrantableRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserSummary) =>
      apiSend<ModifiedAnswer>('PATCH', `/users/${role}/${encodeURIComponent(user._id)}`),
    onSuccess: (_answer, user) => {
      toast.success(grantedMessage[role](user.name));
    },
    onError: (error) => {
      toast.error(error instanceof Error ? error.message : 'The role could not be changed.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
