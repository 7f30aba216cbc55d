import { QueryClient } from '@tanstack/react-query';

/** Query defaults from spec section 9: fresh for 300 s, one retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 300_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export const queryClient = createQueryClient();
