import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type BetaApplication = InferResponseType<typeof client.admin.beta.applications.$get, 200>['items'][number];

export const listBetaApplications = async () => readJson(await client.admin.beta.applications.$get());
export const listBetaApplicationsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'beta', 'applications'], queryFn: listBetaApplications });
export const useBetaApplications = () => useQuery(listBetaApplicationsQueryOptions());

export const decideBetaApplication = async ({ id, decision }: { id: string; decision: 'accept' | 'decline' }) =>
  readJson(await client.admin.beta.applications[':id'].$post({ param: { id }, json: { decision } }));

export function useDecideBetaApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBetaApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listBetaApplicationsQueryOptions().queryKey }),
  });
}
