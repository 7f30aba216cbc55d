import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NaturalTypeInput } from '../../../../domain/materials/materials.schemas.ts';
import { client, readJson } from '../../../lib/api-client.ts';
import { MATERIALS_ROOT_KEY } from '../../../lib/materials/material-keys.ts';

export const stateNaturalType = async (id: string, input: NaturalTypeInput) =>
  readJson(await client.materials[':id']['natural-type'].$put({ param: { id }, json: input }));

/** States (or clears) the type of one of the workspace's own naturals, then refreshes the material and the lists. */
export function useStateNaturalType(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NaturalTypeInput) => stateNaturalType(id, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MATERIALS_ROOT_KEY });
    },
  });
}
