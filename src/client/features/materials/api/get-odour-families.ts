import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type OdourFamilyCount = { odourFamily: string | null; total: number };

export const getOdourFamilies = (signal?: AbortSignal) => api.get<{ items: OdourFamilyCount[] }>('/api/materials/odour-families', signal);

export const getOdourFamiliesQueryOptions = () =>
  queryOptions({ queryKey: ['materials', 'odour-families'], queryFn: ({ signal }) => getOdourFamilies(signal) });

export const useOdourFamilies = () => useQuery(getOdourFamiliesQueryOptions());
