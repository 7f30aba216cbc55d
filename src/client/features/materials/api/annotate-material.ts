import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialAnnotationInput } from '../../../../domain/materials/materials.schemas.ts';
import { client, readJson } from '../../../lib/api-client.ts';
import { getMaterialQueryOptions } from './get-material.ts';

export const annotateMaterial = async (id: string, input: MaterialAnnotationInput) =>
  readJson(await client.materials[':id'].annotation.$put({ param: { id }, json: input }));

export function useAnnotateMaterial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MaterialAnnotationInput) => annotateMaterial(id, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getMaterialQueryOptions(id).queryKey });
    },
  });
}
