import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';

const pricingOf = client.pricing.materials[':materialId'];
export type MaterialPricing = InferResponseType<typeof pricingOf.$get, 200>;
export type PriceRow = MaterialPricing['prices'][number];
export type Comparison = InferResponseType<typeof pricingOf.comparison.$get, 200>['comparison'];
export type ComparedOffer = Comparison['offers'][number];

export const getMaterialPricing = async (materialId: string, signal?: AbortSignal) =>
  readJson(await pricingOf.$get({ param: { materialId } }, { init: { signal } }));

export const getMaterialPricingQueryOptions = (materialId: string) =>
  queryOptions({ queryKey: ['pricing', materialId], queryFn: ({ signal }) => getMaterialPricing(materialId, signal) });

export function useMaterialPricing(materialId: string) {
  return useQuery(getMaterialPricingQueryOptions(materialId));
}

export const getComparison = async (materialId: string, grams: number, mode: 'add' | 'refresh', signal?: AbortSignal) =>
  readJson(
    await pricingOf.comparison.$get(
      { param: { materialId }, query: { grams: String(grams), mode } },
      { init: { signal } },
    ),
  );

export const getComparisonQueryOptions = (materialId: string, grams: number, mode: 'add' | 'refresh') =>
  queryOptions({
    queryKey: ['pricing', materialId, 'comparison', grams, mode],
    queryFn: ({ signal }) => getComparison(materialId, grams, mode, signal),
    enabled: grams > 0,
  });

export function useComparison(materialId: string, grams: number, mode: 'add' | 'refresh') {
  return useQuery(getComparisonQueryOptions(materialId, grams, mode));
}

export type NewPrice = InferRequestType<typeof pricingOf.$post>['json'];

export function useAddMaterialPrice(materialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewPrice) => readJson(await pricingOf.$post({ param: { materialId }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pricing', materialId] }),
    onError: (error) =>
      notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : 'Price not saved' }),
  });
}

export function useDeleteMaterialPrice(materialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (priceId: string) =>
      readJson(await client.pricing.prices[':id'].$delete({ param: { id: priceId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pricing', materialId] }),
  });
}

export type PriceListImportInput = InferRequestType<typeof client.pricing.import.$post>['json'];
export type PriceListImportResult = InferResponseType<typeof client.pricing.import.$post, 200>;

/** Sent in chunks of 1000 rows (the API takes 1 MB per request); the results are added up. */
export async function importPriceList(input: PriceListImportInput): Promise<PriceListImportResult> {
  const total: PriceListImportResult = { rowsRead: 0, imported: 0, skippedCount: 0, skipped: [] };
  for (let start = 0; start < input.rows.length; start += 1000) {
    const part = await readJson(
      await client.pricing.import.$post({ json: { ...input, rows: input.rows.slice(start, start + 1000) } }),
    );
    total.rowsRead += part.rowsRead;
    total.imported += part.imported;
    total.skippedCount += part.skippedCount;
    total.skipped.push(...part.skipped.map((skip) => ({ ...skip, row: skip.row + start })));
  }
  return total;
}

export function useImportPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPriceList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pricing'] }),
  });
}
