import { QueryClient } from '@tanstack/react-query';

/** The original app's cache constants (spec §9): 3 retries, 5-minute retention, capped back-off. */
export const cacheConstants = {
  retries: 3,
  gcTimeMs: 5 * 60 * 1000,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} as const;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
            if (error.status >= 400 && error.status < 500) return false;
          }
          return failureCount < cacheConstants.retries;
        },
        gcTime: cacheConstants.gcTimeMs,
        retryDelay: cacheConstants.retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
