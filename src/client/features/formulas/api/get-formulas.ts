import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';

export const getFormulas = async () => (await readJson(await client.formulas.$get({ query: {} }))).items;

export const getFormulasQueryOptions = () =>
  queryOptions({ queryKey: [...FORMULAS_ROOT_KEY, 'list'], queryFn: getFormulas });

export const useFormulas = () => useQuery(getFormulasQueryOptions());

export type FormulaUsage = Awaited<ReturnType<typeof getFormulaUsage>>;

export const getFormulaUsage = async () => readJson(await client.formulas.usage.$get());

export const getFormulaUsageQueryOptions = () =>
  queryOptions({ queryKey: [...FORMULAS_ROOT_KEY, 'usage'], queryFn: getFormulaUsage, staleTime: 0 });

export const useFormulaUsage = () => useQuery(getFormulaUsageQueryOptions());

export type FormulaVerdictItem = Awaited<ReturnType<typeof getFormulaVerdicts>>[number];

/** Each formula's verdict at its own category and dosage, for the library's cards. */
export const getFormulaVerdicts = async (signal?: AbortSignal) =>
  (await readJson(await client.formulas.verdicts.$get(undefined, { init: { signal } }))).items;

export const getFormulaVerdictsQueryOptions = () =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'verdicts'],
    queryFn: ({ signal }) => getFormulaVerdicts(signal),
  });

export const useFormulaVerdicts = () => useQuery(getFormulaVerdictsQueryOptions());
