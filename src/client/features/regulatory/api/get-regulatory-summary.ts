import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataVersion } from '../../../../domain/regulatory/regulatory-model.ts';
import { api } from '../../../lib/api.ts';

export type RegulatorySummary = { dataVersion: DataVersion; counts: { ifraStandards: number; euAllergens: number; euAnnexEntries: number } };

export const fetchRegulatorySummary = () => api.get<RegulatorySummary>('/api/regulatory/summary');

export const regulatorySummaryQueryOptions = () => queryOptions({ queryKey: ['regulatory', 'summary'], queryFn: fetchRegulatorySummary, staleTime: 60_000 });

export const useRegulatorySummary = () => useQuery(regulatorySummaryQueryOptions());
