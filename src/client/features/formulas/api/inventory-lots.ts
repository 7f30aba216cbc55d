import { queryOptions } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';

export type LotChoice = { id: string; lotNumber: string | null; supplier: string | null; hasCertificate: boolean };

/** The user's inventory lots by material (GET /api/inventory), for the lot a formula line uses. */
export const getLotChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['inventory', 'lot-choices'],
    queryFn: async () => {
      const body = await readJson(await client.inventory.$get());
      const byMaterial = new Map<string, LotChoice[]>();
      for (const item of body.items) {
        byMaterial.set(
          item.materialId,
          item.lots.map((lot) => ({
            id: lot.id,
            lotNumber: lot.lotNumber,
            supplier: lot.supplier,
            hasCertificate: Array.isArray(lot.certificateOfAnalysis) && lot.certificateOfAnalysis.length > 0,
          })),
        );
      }
      return byMaterial;
    },
    staleTime: 60_000,
  });
