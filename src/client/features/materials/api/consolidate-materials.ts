import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { findDuplicateMaterials, mergeOwnMaterial } from '../../../../server/features/materials/consolidate-materials.ts';
import { api } from '../../../lib/api.ts';

export type DuplicateListing = Awaited<ReturnType<typeof findDuplicateMaterials>>;
export type MergeResult = Awaited<ReturnType<typeof mergeOwnMaterial>>;

export const getDuplicates = (signal?: AbortSignal) => api.get<DuplicateListing>('/api/materials/consolidation', signal);

export const getDuplicatesQueryOptions = () =>
  queryOptions({ queryKey: ['materials', 'consolidation'], queryFn: ({ signal }) => getDuplicates(signal), staleTime: 0 });

export const useDuplicates = () => useQuery(getDuplicatesQueryOptions());

export const mergeMaterial = (input: { ownMaterialId: string; referenceMaterialId: string }) => api.post<MergeResult>('/api/materials/consolidation/merge', input);

export function useMergeMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeMaterial,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['materials'] });
    },
  });
}
