import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type FormulaMarkets = InferResponseType<(typeof client.formulas)[':id']['markets']['$get'], 200>;
export type MarketVerdictView = FormulaMarkets['verdicts'][number];

/** A saved formula's verdict in every market on a date (today when none). */
export const fetchFormulaMarkets = async (formulaId: string, date?: string) =>
  readJson(await client.formulas[':id'].markets.$get({ param: { id: formulaId }, query: date ? { date } : {} }));

export const formulaMarketsQueryOptions = (formulaId: string, date?: string) =>
  queryOptions({
    queryKey: ['markets', 'formula', formulaId, date ?? 'today'],
    queryFn: () => fetchFormulaMarkets(formulaId, date),
    staleTime: 60_000,
  });

export const useFormulaMarkets = (formulaId: string | null, date?: string) =>
  useQuery({ ...formulaMarketsQueryOptions(formulaId ?? '', date), enabled: formulaId !== null });
