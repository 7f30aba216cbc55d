import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';
import { MATERIALS_ROOT_KEY } from '../../../lib/materials/material-keys.ts';

export type DuplicateListing = InferResponseType<typeof client.materials.consolidation.$get, 200>;
export type MergeResult = InferResponseType<typeof client.materials.consolidation.merge.$post, 200>;
type MergeInput = InferRequestType<typeof client.materials.consolidation.merge.$post>['json'];

export const getDuplicates = async (signal?: AbortSignal) =>
  readJson(await client.materials.consolidation.$get(undefined, { init: { signal } }));

export const getDuplicatesQueryOptions = () =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT_KEY, 'consolidation'],
    queryFn: ({ signal }) => getDuplicates(signal),
    staleTime: 0,
  });

export const useDuplicates = () => useQuery(getDuplicatesQueryOptions());

export const mergeMaterial = async (input: MergeInput) =>
  readJson(await client.materials.consolidation.merge.$post({ json: input }));

export function useMergeMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeMaterial,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MATERIALS_ROOT_KEY });
    },
  });
}
