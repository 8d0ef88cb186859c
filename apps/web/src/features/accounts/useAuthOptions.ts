import type { AuthOptions } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

export function useAuthOptions() {
  return useQuery({
    queryKey: ['auth-options'],
    queryFn: ({ signal }) => apiGet<AuthOptions>('/auth-options', signal),
    staleTime: Infinity,
  }).data;
}
