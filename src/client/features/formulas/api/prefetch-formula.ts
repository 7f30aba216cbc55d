import type { QueryClient } from '@tanstack/react-query';
import { collectEngineIds } from '../../../../domain/formulas/collect-engine-ids.ts';
import { getEngineDataQueryOptions, getFormulaEngineData } from './get-engine-data.ts';
import { FORMULA_FRESH_MS, formulaDetailKey, getFormulaQueryOptions, type Formula } from './get-formula.ts';
import { getSpecificationConfirmationsQueryOptions } from './specification-confirmations.ts';

/**
 * Starts what opening a saved formula needs as soon as its route matches, while the editor's code still loads, all
 * at once: the formula (unless a copy read in the last few seconds is cached), its specification ticks, and the
 * regulatory data of its materials, which the server reads from the formula itself (so it need not wait for the
 * formula here, and is answered before the session check that follows). The editor's queries then find them under
 * their own keys, fresh, and read none of them again. Errors are left to the editor's own queries.
 */
export function prefetchFormulaForEditor(queryClient: QueryClient, id: string): void {
  void queryClient.prefetchQuery(getSpecificationConfirmationsQueryOptions(id));
  const cached = queryClient.getQueryState<Formula>(formulaDetailKey(id));
  // A read under way was started by an earlier call (the page's own, app entry): its engine data left with it.
  if (cached?.fetchStatus === 'fetching') return;
  const isFresh =
    cached?.data !== undefined && !cached.isInvalidated && Date.now() - cached.dataUpdatedAt < FORMULA_FRESH_MS;
  if (isFresh && cached.data) {
    const { materialIds, lotIds } = collectEngineIds(cached.data.rows);
    if (materialIds.length > 0) void queryClient.prefetchQuery(getEngineDataQueryOptions(materialIds, lotIds));
    return;
  }
  const engineData = getFormulaEngineData(id);
  // The editor asks for the engine data under the key its rows give as soon as the formula is there, which is
  // usually before the engine data (the larger answer): the read already under way is put under that key then, so
  // the editor waits for it instead of asking the server a second time (issue 34: a 600-line formula's 441 kB were
  // read twice, and its verdict waited for the second read).
  queryClient.fetchQuery(getFormulaQueryOptions(id)).then(
    (formula) => {
      const { materialIds, lotIds } = collectEngineIds(formula.rows);
      if (materialIds.length === 0) return;
      const options = getEngineDataQueryOptions(materialIds, lotIds);
      if (queryClient.getQueryState(options.queryKey) !== undefined) return;
      void queryClient.prefetchQuery({ ...options, queryFn: () => engineData });
    },
    () => {},
  );
  engineData.then(
    (data) => {
      if (data.materialIds.length === 0) return;
      const { queryKey } = getEngineDataQueryOptions(data.materialIds, data.lotIds);
      if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, data);
    },
    () => {},
  );
}
