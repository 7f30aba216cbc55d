import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api.ts';
import type { Comparison, PriceRow } from '../shopping-types.ts';

export type MaterialPricing = {
  material: { id: string; name: string; cas: string | null };
  prices: PriceRow[];
  suppliers: Array<{ name: string; pricing: Array<{ price: number; currency: string; size: string }> }>;
};

export const getMaterialPricing = (materialId: string, signal?: AbortSignal) => api.get<MaterialPricing>(`/api/pricing/materials/${materialId}`, signal);

export const getMaterialPricingQueryOptions = (materialId: string) =>
  queryOptions({ queryKey: ['pricing', materialId], queryFn: ({ signal }) => getMaterialPricing(materialId, signal) });

export function useMaterialPricing(materialId: string) {
  return useQuery(getMaterialPricingQueryOptions(materialId));
}

export const getComparison = (materialId: string, grams: number, mode: 'add' | 'refresh', signal?: AbortSignal) =>
  api.get<{ comparison: Comparison }>(`/api/pricing/materials/${materialId}/comparison?grams=${grams}&mode=${mode}`, signal);

export const getComparisonQueryOptions = (materialId: string, grams: number, mode: 'add' | 'refresh') =>
  queryOptions({
    queryKey: ['pricing', materialId, 'comparison', grams, mode],
    queryFn: ({ signal }) => getComparison(materialId, grams, mode, signal),
    enabled: grams > 0,
  });

export function useComparison(materialId: string, grams: number, mode: 'add' | 'refresh') {
  return useQuery(getComparisonQueryOptions(materialId, grams, mode));
}

export type NewPrice = { vendor: string; size: string; price: string; currency: string };

export function useAddMaterialPrice(materialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPrice) => api.post<{ price: PriceRow }>(`/api/pricing/materials/${materialId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pricing', materialId] }),
    onError: (error) => notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : 'Price not saved' }),
  });
}

export function useDeleteMaterialPrice(materialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priceId: string) => api.delete<{ deleted: boolean }>(`/api/pricing/prices/${priceId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pricing', materialId] }),
  });
}

export type PriceListImportInput = {
  rows: Array<Record<string, string>>;
  mapping: { material?: string; cas?: string; vendor?: string; size: string; price: string; currency?: string };
  defaultVendor?: string;
  defaultCurrency: string;
};
export type PriceListImportResult = { rowsRead: number; imported: number; skippedCount: number; skipped: Array<{ row: number; reason: string }> };

/** Sent in chunks of 1000 rows (the API takes 1 MB per request); the results are added up. */
export async function importPriceList(input: PriceListImportInput): Promise<PriceListImportResult> {
  const total: PriceListImportResult = { rowsRead: 0, imported: 0, skippedCount: 0, skipped: [] };
  for (let start = 0; start < input.rows.length; start += 1000) {
    const part = await api.post<PriceListImportResult>('/api/pricing/import', { ...input, rows: input.rows.slice(start, start + 1000) });
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
