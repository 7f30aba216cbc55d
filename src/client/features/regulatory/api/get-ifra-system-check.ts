import { queryOptions, useQuery } from '@tanstack/react-query';
import type { runIfraSystemCheck } from '../../../../server/features/regulatory/run-ifra-system-check.ts';
import { api } from '../../../lib/api.ts';

export type IfraSystemCheck = Awaited<ReturnType<typeof runIfraSystemCheck>>;

export const fetchIfraSystemCheck = () => api.get<IfraSystemCheck>('/api/admin/ifra-system-check');

export const ifraSystemCheckQueryOptions = () => queryOptions({ queryKey: ['admin', 'ifra-system-check'], queryFn: fetchIfraSystemCheck, staleTime: 0 });

export const useIfraSystemCheck = () => useQuery(ifraSystemCheckQueryOptions());
