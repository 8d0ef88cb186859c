import type {
  FittingCourse,
  ModifiedAnswer,
  OnboardingInput,
  OnboardingState,
} from '@glossy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/auth/session';

/** Keyed by email, so another account signing in on this tab never sees these answers. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  state: (email: string) => ['onboarding', 'state', email] as const,
  fit: (email: string) => ['onboarding', 'fit', email] as const,
};

/** GET /api/me/onboarding: the stored answers and whether onboarding is done. */
export function useOnboarding() {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: onboardingKeys.state(email),
    enabled: Boolean(email && token),
    queryFn: ({ signal }) => apiGet<OnboardingState>('/me/onboarding', signal),
  });
}

/** PUT /api/me/onboarding: stores the answers (none when skipped) and marks it done. */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingInput) => apiSend<ModifiedAnswer>('PUT', '/me/onboarding', input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

/** GET /api/me/course-fit: courses for the stored answers, asked for once they are saved. */
export function useFittingCourses(enabled: boolean) {
  const { user, token } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: onboardingKeys.fit(email),
    enabled: Boolean(enabled && email && token),
    queryFn: ({ signal }) => apiGet<FittingCourse[]>('/me/course-fit', signal),
  });
}
