import { QueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from './api.ts';

/**
 * Query defaults from spec section 9: fresh for 300 s, one retry, no refetch on window focus. A 4xx answer is never
 * retried (the same request gets the same refusal: it is shown at once), and a mutation is never retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 300_000, retry: retryUnlessClientError(1), refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
