import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';

/** A formula as the API answers it (dates as ISO strings). */
export type Formula = Awaited<ReturnType<typeof getFormula>>;

export const getFormula = async (id: string) =>
  (await readJson(await client.formulas[':id'].$get({ param: { id } }))).formula;

/**
 * How long a formula just read counts as the latest. The version is the save token, so an editor opens only a copy
 * read this recently: the one the route's prefetch read while the screen's code loaded (opened without reading it
 * a second time), or one the editor's own save answered. An older copy is read again before the editor opens it.
 * Another tab's save after that is caught by the version check of the next save (409).
 */
export const FORMULA_FRESH_MS = 10_000;

export const formulaDetailKey = (id: string) => [...FORMULAS_ROOT_KEY, 'detail', id] as const;

/** Prefetches and `fetchQuery` read the server every time (staleTime 0); `useFormula` reuses a fresh copy. */
export const getFormulaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: formulaDetailKey(id),
    queryFn: () => getFormula(id),
    staleTime: 0,
    retry: false,
  });

export const useFormula = (id: string | null) =>
  useQuery({ ...getFormulaQueryOptions(id ?? ''), staleTime: FORMULA_FRESH_MS, enabled: id !== null });
