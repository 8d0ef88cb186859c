import type { Role } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api';
import { useSession } from './session';

/**
 * The signed-in user's role from the spec's two look-ups, made only once an email and a token exist.
 * Admin wins over instructor; everyone else is a student.
 */
export function useRole(): { role: Role | null; isLoading: boolean } {
  const { user, token } = useSession();
  const email = user?.email;
  const enabled = Boolean(email && token);
  const query = useQuery({
    queryKey: ['me', 'role', email],
    enabled,
    queryFn: async ({ signal }): Promise<Role> => {
      const path = encodeURIComponent(email!);
      const [admin, instructor] = await Promise.all([
        apiGet<{ admin: boolean }>(`/users/admin/${path}`, signal),
        apiGet<{ instructor: boolean }>(`/users/instructor/${path}`, signal),
      ]);
      if (admin.admin) return 'admin';
      if (instructor.instructor) return 'instructor';
      return 'student';
    },
  });
  return { role: query.data ?? null, isLoading: enabled && query.isPending };
}
