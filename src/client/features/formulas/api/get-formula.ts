import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';

/** A formula as the API answers it (dates as ISO strings). */
export type Formula = Awaited<ReturnType<typeof getFormula>>;

export const getFormula = async (id: string) =>
  (await readJson(await client.formulas[':id'].$get({ param: { id } }))).formula;

/** Always fresh when an editor opens it: the version is the save token. */
export const getFormulaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'detail', id],
    queryFn: () => getFormula(id),
    staleTime: 0,
    retry: false,
  });

export const useFormula = (id: string | null) =>
  useQuery({ ...getFormulaQueryOptions(id ?? ''), enabled: id !== null });
