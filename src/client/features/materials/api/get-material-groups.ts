import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listMaterialGroups } from '../../../../server/features/materials/list-material-groups.ts';
import { api } from '../../../lib/api.ts';

export type MaterialGroups = Awaited<ReturnType<typeof listMaterialGroups>>;

export const getMaterialGroups = (signal?: AbortSignal) => api.get<MaterialGroups>('/api/admin/material-groups', signal);

export const getMaterialGroupsQueryOptions = () => queryOptions({ queryKey: ['admin', 'material-groups'], queryFn: ({ signal }) => getMaterialGroups(signal) });

export const useMaterialGroups = () => useQuery(getMaterialGroupsQueryOptions());
