import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';

export const getBetaStatus = async () => readJson(await client.beta.$get());
export const getBetaStatusQueryOptions = () => queryOptions({ queryKey: ['beta', 'status'], queryFn: getBetaStatus });
export const useBetaStatus = () => useQuery(getBetaStatusQueryOptions());

export const applyToBeta = async (motivation: string) =>
  readJson(await client.beta.apply.$post({ json: { motivation } }));

export function useApplyToBeta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToBeta,
    onSuccess: (status) => queryClient.setQueryData(getBetaStatusQueryOptions().queryKey, status),
  });
}
