import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { AdminCatalogues, Briefing, Discoveries, MaterialPresence, NoteSeries, TrendCheck, TrendOverview } from './intelligence-types.ts';
import { toQuery } from './perfume-queries.ts';

export const useTrendOverview = () => useQuery({ queryKey: ['intelligence', 'overview'], queryFn: ({ signal }) => api.get<TrendOverview>('/api/intelligence/overview', signal) });

export const useSeries = (kind: 'note' | 'accord', keys: readonly string[]) =>
  useQuery({
    queryKey: ['intelligence', 'series', kind, keys],
    queryFn: ({ signal }) => api.get<{ items: NoteSeries[] }>(`/api/intelligence/series?${toQuery({ kind, keys: keys.join(',') })}`, signal),
    enabled: keys.length > 0,
    placeholderData: keepPreviousData,
  });

export const useMaterialPresence = (note: string) =>
  useQuery({
    queryKey: ['intelligence', 'material', note],
    queryFn: ({ signal }) => api.get<MaterialPresence>(`/api/intelligence/material?${toQuery({ note })}`, signal),
    enabled: note.trim().length > 0,
  });

export const useDiscoveries = () => useQuery({ queryKey: ['discoveries'], queryFn: ({ signal }) => api.get<Discoveries>('/api/discoveries', signal) });

export const useBriefing = () => useQuery({ queryKey: ['intelligence', 'briefing'], queryFn: ({ signal }) => api.get<{ briefing: Briefing | null }>('/api/intelligence/briefing', signal) });

/** Requests a briefing (the server reuses one younger than 6 h unless forced; duplicates are blocked while loading). */
export function useRequestBriefing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (force: boolean) => api.post<{ briefing: Briefing }>('/api/intelligence/briefing', { force }),
    onSuccess: (data) => queryClient.setQueryData(['intelligence', 'briefing'], data),
  });
}

/** Polls every second while a job runs. */
export const useAdminCatalogues = () =>
  useQuery({
    queryKey: ['admin', 'catalogues'],
    queryFn: ({ signal }) => api.get<AdminCatalogues>('/api/admin/catalogues', signal),
    refetchInterval: (query) => (query.state.data?.jobs.current ? 1000 : false),
  });

export function useStartCatalogueImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: 'parfumo' } | { kind: 'custom'; body: Record<string, unknown> }) =>
      input.kind === 'parfumo' ? api.post<{ jobId: string }>('/api/admin/catalogues/parfumo/run') : api.post<{ jobId: string }>('/api/admin/catalogues/import', input.body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'catalogues'] }),
  });
}

export const useTrendCheck = (notes: string, enabled: boolean) =>
  useQuery({ queryKey: ['admin', 'trend-check', notes], queryFn: ({ signal }) => api.get<TrendCheck>(`/api/admin/catalogues/trend-check?${toQuery({ notes })}`, signal), enabled });
