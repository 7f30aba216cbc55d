import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';

/**
 * The user's newest formulas, without their rows (GET /api/formulas/summaries, its largest page: issue 34), for
 * choosing a batch whose shortfall to buy.
 */
export const getFormulaOptions = async (signal?: AbortSignal) =>
  (await readJson(await client.formulas.summaries.$get({ query: { limit: '1000' } }, { init: { signal } }))).items.map(
    ({ id, name }) => ({
      id,
      name,
    }),
  );

export type FormulaOption = Awaited<ReturnType<typeof getFormulaOptions>>[number];

export const getFormulaOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['shopping-list', 'formula-options'], queryFn: ({ signal }) => getFormulaOptions(signal) });

export function useFormulaOptions() {
  return useQuery(getFormulaOptionsQueryOptions());
}
