import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialAnnotationInput } from '../../../../domain/materials/materials.schemas.ts';
import { api } from '../../../lib/api.ts';
import { getMaterialQueryOptions } from './get-material.ts';

export const annotateMaterial = (id: string, input: MaterialAnnotationInput) =>
  api.put<{ annotation: unknown }>(`/api/materials/${encodeURIComponent(id)}/annotation`, input);

export function useAnnotateMaterial(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MaterialAnnotationInput) => annotateMaterial(id, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getMaterialQueryOptions(id).queryKey });
    },
  });
}
