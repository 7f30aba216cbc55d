import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';

const api = client.compliance.clp;
type MaterialRoute = (typeof api.materials)[':materialId']['classification'];

export type MaterialClassifications = InferResponseType<MaterialRoute['$get'], 200>;
export type SaveClassificationBody = InferRequestType<MaterialRoute['$put']>['json'];
/** Which classification is edited: the material's, or one lot's. */
export type ClassificationTarget = { kind: 'material'; materialId: string } | { kind: 'lot'; lotId: string };

const classificationKey = (materialId: string) => ['clp', 'material-classification', materialId] as const;

/** GET /api/compliance/clp/materials/:materialId/classification: the material's and its lots' classifications. */
export const useMaterialClassifications = (materialId: string) =>
  useQuery({
    queryKey: classificationKey(materialId),
    queryFn: async ({ signal }) =>
      readJson(await api.materials[':materialId'].classification.$get({ param: { materialId } }, { init: { signal } })),
    retry: false,
  });

/** PUT or DELETE the classification of the material or of one of its lots (regulatory role). */
export function useSaveClassification(materialId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: classificationKey(materialId) });
  const save = useMutation({
    mutationFn: async ({ target, body }: { target: ClassificationTarget; body: SaveClassificationBody }) =>
      target.kind === 'material'
        ? readJson(await api.materials[':materialId'].classification.$put({ param: target, json: body }))
        : readJson(await api.lots[':lotId'].classification.$put({ param: target, json: body })),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: async (target: ClassificationTarget) => {
      const response =
        target.kind === 'material'
          ? await api.materials[':materialId'].classification.$delete({ param: target })
          : await api.lots[':lotId'].classification.$delete({ param: target });
      if (!response.ok) await readJson(response);
    },
    onSuccess,
  });
  return { save, remove };
}
