import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { client, readJson } from '../../../lib/api-client.ts';

const setup = client.admin['reference-data'].setup;

export const getSetupState = async () => readJson(await setup.$get());

export type SetupState = Awaited<ReturnType<typeof getSetupState>>;
export type SetupJobState = NonNullable<SetupState['job']>;

export const getSetupStateQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'reference-data', 'setup'], queryFn: getSetupState, staleTime: 0 });

const isActive = (state: SetupState | undefined) =>
  state?.job?.status === 'fetching' || state?.job?.status === 'importing';

/** The datasets, their licences and the fetch job; polled every second while it runs. */
export const useSetupState = (options: { enabled?: boolean } = {}) =>
  useQuery({
    ...getSetupStateQueryOptions(),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => (isActive(query.state.data) ? 1000 : false),
  });

export type StartSetupInput = InferRequestType<typeof setup.$post>['json'];

/** Starts fetching (and then importing) the chosen datasets. */
export function useStartSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: StartSetupInput) => readJson(await setup.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSetupStateQueryOptions().queryKey }),
  });
}
