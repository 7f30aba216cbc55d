import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OdourFamilyLabelInput } from '../../../../domain/materials/material-groups.schemas.ts';
import { client, readJson } from '../../../lib/api-client.ts';
import { getMaterialGroupsQueryOptions } from './get-material-groups.ts';

const odourFamilies = client.admin['material-groups']['odour-families'];

export const saveOdourFamilyLabel = async (input: OdourFamilyLabelInput) =>
  readJson(await odourFamilies.$put({ json: input }));

export const resetOdourFamilyLabel = async (family: string) => {
  await readJson(await odourFamilies.$delete({ query: { family } }));
  return null;
};

/** Renames (or, with another family's name, merges) an odour family; `label: null` goes back to the imported name. */
export function useSaveOdourFamilyLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ family, label }: { family: string; label: string | null }) =>
      label === null ? resetOdourFamilyLabel(family) : saveOdourFamilyLabel({ family, label }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getMaterialGroupsQueryOptions().queryKey });
    },
  });
}
