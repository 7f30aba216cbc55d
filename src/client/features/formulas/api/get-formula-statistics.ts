import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';

/** GET /api/admin/formulas/statistics: counts across every user's formulas (admins only). */
export const getFormulaStatistics = async () => readJson(await client.admin.formulas.statistics.$get());

export const formulaStatisticsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'formulas', 'statistics'], queryFn: getFormulaStatistics });

export const useFormulaStatistics = () => useQuery(formulaStatisticsQueryOptions());
