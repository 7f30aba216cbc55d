import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getMaterial as getMaterialOnServer } from '../../../../server/features/materials/get-material.ts';
import { api } from '../../../lib/api.ts';

export type MaterialDetail = Awaited<ReturnType<typeof getMaterialOnServer>>;

export const getMaterial = (id: string, signal?: AbortSignal) => api.get<MaterialDetail>(`/api/materials/${encodeURIComponent(id)}`, signal);

export const getMaterialQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['materials', 'detail', id], queryFn: ({ signal }) => getMaterial(id, signal) });

export const useMaterial = (id: string) => useQuery(getMaterialQueryOptions(id));
