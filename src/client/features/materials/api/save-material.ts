import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MaterialInputSchema } from '../../../../domain/materials/materials.schemas.ts';
import { api } from '../../../lib/api.ts';
import type { MaterialDetail } from './get-material.ts';

/** What the form sends (before the server's defaults apply). */
export type MaterialFormInput = z.input<typeof MaterialInputSchema>;

export const createMaterial = (input: MaterialFormInput) => api.post<MaterialDetail>('/api/materials', input);
export const updateMaterial = (id: string, input: MaterialFormInput) => api.put<MaterialDetail>(`/api/materials/${encodeURIComponent(id)}`, input);

/** Creates (no id) or replaces (id) one of the user's own materials, then refreshes the lists and the search. */
export function useSaveMaterial(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MaterialFormInput) => (id ? updateMaterial(id, input) : createMaterial(input)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['materials'] });
    },
  });
}
