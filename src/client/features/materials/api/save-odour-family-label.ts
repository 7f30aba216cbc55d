import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OdourFamilyLabelInput } from '../../../../domain/materials/material-groups.schemas.ts';
import { api } from '../../../lib/api.ts';
import { getMaterialGroupsQueryOptions } from './get-material-groups.ts';

export const saveOdourFamilyLabel = (input: OdourFamilyLabelInput) => api.put<OdourFamilyLabelInput>('/api/admin/material-groups/odour-families', input);

export const resetOdourFamilyLabel = (family: string) =>
  api.delete<null>(`/api/admin/material-groups/odour-families?${new URLSearchParams({ family }).toString()}`);

/** Renames (or, with another family's name, merges) an odour family; `label: null` goes back to the imported name. */
export function useSaveOdourFamilyLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ family, label }: { family: string; label: string | null }) => (label === null ? resetOdourFamilyLabel(family) : saveOdourFamilyLabel({ family, label })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getMaterialGroupsQueryOptions().queryKey });
    },
  });
}
