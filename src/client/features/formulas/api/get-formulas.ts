import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';
import { nextPendingVerdictsAsk } from '../../../../domain/formulas/next-pending-verdicts-ask.ts';

/** One page of the formulas without their rows (issue 34), newest first, searched on the server by `q`. */
export const getFormulaSummaries = async (
  page: { q?: string; limit?: number; offset?: number },
  signal?: AbortSignal,
) =>
  readJson(
    await client.formulas.summaries.$get(
      {
        query: {
          ...(page.q ? { q: page.q } : {}),
          ...(page.limit === undefined ? {} : { limit: String(page.limit) }),
          ...(page.offset ? { offset: String(page.offset) } : {}),
        },
      },
      { init: { signal } },
    ),
  );

export type FormulaSummary = Awaited<ReturnType<typeof getFormulaSummaries>>['items'][number];

/** The most formulas a picker (comparison, analysis, calendar, palette) lists: the API's largest page. */
export const PICKER_FORMULA_LIMIT = 1000;

/** The newest formulas for a picker, without their rows; a chosen one is read with useFormula. */
export const getFormulaPickerQueryOptions = () =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'summaries', 'picker'],
    queryFn: async ({ signal }) => (await getFormulaSummaries({ limit: PICKER_FORMULA_LIMIT }, signal)).items,
  });

export const useFormulaPicker = () => useQuery(getFormulaPickerQueryOptions());

/** How many formulas a searching picker lists for what was typed (the newest that match). */
export const PICKER_SEARCH_LIMIT = 50;

/** The newest formulas matching `q` (all when empty), searched by the server, for a picker that searches as typed. */
export const getFormulaPickerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'summaries', 'picker-search', q],
    queryFn: async ({ signal }) =>
      (await getFormulaSummaries({ ...(q ? { q } : {}), limit: PICKER_SEARCH_LIMIT }, signal)).items,
  });

/** The library's pages: the next one is asked for with `fetchNextPage` ("Show more"). */
export const getFormulaPagesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'summaries', 'pages', q],
    queryFn: ({ pageParam, signal }) => getFormulaSummaries({ q, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });

export const useFormulaPages = (q: string) =>
  useInfiniteQuery({ ...getFormulaPagesQueryOptions(q), placeholderData: keepPreviousData });

export type FormulaUsage = Awaited<ReturnType<typeof getFormulaUsage>>;

export const getFormulaUsage = async () => readJson(await client.formulas.usage.$get());

export const getFormulaUsageQueryOptions = () =>
  queryOptions({ queryKey: [...FORMULAS_ROOT_KEY, 'usage'], queryFn: getFormulaUsage, staleTime: 0 });

export const useFormulaUsage = () => useQuery(getFormulaUsageQueryOptions());

export type FormulaVerdictItem = Awaited<ReturnType<typeof getFormulaVerdicts>>[number];

/** Each formula's verdict at its own category and dosage, for the library's cards: only those of `ids` when given. */
export const getFormulaVerdicts = async (signal?: AbortSignal, ids?: readonly string[]) =>
  (
    await readJson(
      await client.formulas.verdicts.$get({ query: ids ? { ids: ids.join(',') } : {} }, { init: { signal } }),
    )
  ).items;

export const getFormulaVerdictsQueryOptions = (ids?: readonly string[]) =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'verdicts', ...(ids ? [ids.join(',')] : [])],
    queryFn: ({ signal }) => getFormulaVerdicts(signal, ids),
    // Verdicts still being checked when the server answered are asked for again (ADR 056).
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.pending) ? nextPendingVerdictsAsk(query.state.dataUpdateCount) : false,
  });

export const useFormulaVerdicts = (ids?: readonly string[]) =>
  useQuery({ ...getFormulaVerdictsQueryOptions(ids), enabled: ids === undefined || ids.length > 0 });
