import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MaterialInputSchema } from '../../../../domain/materials/materials.schemas.ts';
import { client, readJson } from '../../../lib/api-client.ts';
import { MATERIALS_ROOT_KEY } from '../../../lib/materials/material-keys.ts';

/** What the form sends (before the server's defaults apply). */
export type MaterialFormInput = z.input<typeof MaterialInputSchema>;

export const createMaterial = async (input: MaterialFormInput) =>
  readJson(await client.materials.$post({ json: input }));
export const updateMaterial = async (id: string, input: MaterialFormInput) =>
  readJson(await client.materials[':id'].$put({ param: { id }, json: input }));

/** Creates (no id) or replaces (id) one of the user's own materials, then refreshes the lists and the search. */
export function useSaveMaterial(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MaterialFormInput) => (id ? updateMaterial(id, input) : createMaterial(input)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MATERIALS_ROOT_KEY });
    },
  });
}
