import type { QueryClient } from '@tanstack/react-query';
import { collectEngineIds, getEngineDataQueryOptions } from './get-engine-data.ts';
import { FORMULA_FRESH_MS, getFormulaQueryOptions } from './get-formula.ts';
import { getSpecificationConfirmationsQueryOptions } from './specification-confirmations.ts';

/**
 * Starts what opening a saved formula needs as soon as its route matches, while the editor's code still loads:
 * the formula (unless a copy read in the last few seconds is cached) and its specification ticks together, then the
 * regulatory data of its materials. The editor's queries then find them under the same keys, fresh, and read none of
 * them again. Errors are left to the editor's own queries (fetched again on mount).
 */
export function prefetchFormulaForEditor(queryClient: QueryClient, id: string): void {
  void queryClient.prefetchQuery(getSpecificationConfirmationsQueryOptions(id));
  void queryClient.fetchQuery({ ...getFormulaQueryOptions(id), staleTime: FORMULA_FRESH_MS }).then(
    (formula) => {
      const { materialIds, lotIds } = collectEngineIds(formula.rows);
      if (materialIds.length > 0) void queryClient.prefetchQuery(getEngineDataQueryOptions(materialIds, lotIds));
    },
    () => {},
  );
}
