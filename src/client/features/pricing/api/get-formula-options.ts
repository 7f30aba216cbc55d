import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type FormulaOption = { id: string; name: string };

/** The user's formulas (GET /api/formulas), for choosing a batch whose shortfall to buy. */
export const getFormulaOptions = async (signal?: AbortSignal) =>
  (await api.get<{ items: FormulaOption[] }>('/api/formulas', signal)).items.map(({ id, name }) => ({ id, name }));

export const getFormulaOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['shopping-list', 'formula-options'], queryFn: ({ signal }) => getFormulaOptions(signal) });

export function useFormulaOptions() {
  return useQuery(getFormulaOptionsQueryOptions());
}
