import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RowDiff } from '../../../../domain/formulas/diff-formula-versions.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { Formula, FormulaVersionSummary } from './formula-types.ts';

export const getFormulaVersions = (id: string) => api.get<{ items: FormulaVersionSummary[] }>(`/api/formulas/${encodeURIComponent(id)}/versions`).then((body) => body.items);

export const getFormulaVersionsQueryOptions = (id: string) => queryOptions({ queryKey: ['formulas', 'versions', id], queryFn: () => getFormulaVersions(id), staleTime: 0 });

export const useFormulaVersions = (id: string | null, enabled: boolean) => useQuery({ ...getFormulaVersionsQueryOptions(id ?? ''), enabled: enabled && id !== null });

export type VersionDiff = { from: number; to: number; rows: RowDiff[]; nameChanged: boolean };

export const getVersionDiff = (id: string, from: number, to: number) => api.get<VersionDiff>(`/api/formulas/${encodeURIComponent(id)}/versions/diff?from=${from}&to=${to}`);

export const useVersionDiff = (id: string | null, from: number | null, to: number | null) =>
  useQuery({ queryKey: ['formulas', 'diff', id, from, to], queryFn: () => getVersionDiff(id ?? '', from ?? 1, to ?? 1), enabled: id !== null && from !== null && to !== null });

export async function restoreFormulaVersion(id: string, version: number, restoreVersion: number): Promise<Formula> {
  const { formula } = await api.post<{ formula: Formula }>(`/api/formulas/${encodeURIComponent(id)}/restore`, { version, restoreVersion });
  void queryClient.invalidateQueries({ queryKey: ['formulas'] });
  return formula;
}
