import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/auth/session';
import { communityKeys, fetchProfile } from '../../entities/community/api';

/** The signed-in user's own profile record (its _id marks their comments and names the update). */
export function useMyProfile() {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: communityKeys.profile(email),
    queryFn: ({ signal }) => fetchProfile(email, signal),
    enabled: Boolean(email && token),
  });
}
