import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';
import { MATERIALS_ROOT_KEY } from '../../../lib/materials/material-keys.ts';

export const deleteMaterial = async (id: string) => {
  await readJson(await client.materials[':id'].$delete({ param: { id } }));
};

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MATERIALS_ROOT_KEY });
    },
  });
}
