import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';

const versions = client.formulas[':id'].versions;
export type FormulaVersionSummary = InferResponseType<typeof versions.$get, 200>['items'][number];
export type VersionDiff = InferResponseType<typeof versions.diff.$get, 200>;

export const getFormulaVersions = async (id: string) => (await readJson(await versions.$get({ param: { id } }))).items;

export const getFormulaVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...FORMULAS_ROOT_KEY, 'versions', id],
    queryFn: () => getFormulaVersions(id),
    staleTime: 0,
  });

export const useFormulaVersions = (id: string | null, enabled: boolean) =>
  useQuery({ ...getFormulaVersionsQueryOptions(id ?? ''), enabled: enabled && id !== null });

export const getVersionDiff = async (id: string, from: number, to: number) =>
  readJson(await versions.diff.$get({ param: { id }, query: { from: String(from), to: String(to) } }));

export const getVersionDiffQueryOptions = (id: string, from: number, to: number) =>
  queryOptions({ queryKey: [...FORMULAS_ROOT_KEY, 'diff', id, from, to], queryFn: () => getVersionDiff(id, from, to) });

export const useVersionDiff = (id: string | null, from: number | null, to: number | null) =>
  useQuery({
    ...getVersionDiffQueryOptions(id ?? '', from ?? 1, to ?? 1),
    enabled: id !== null && from !== null && to !== null,
  });

export const restoreFormulaVersion = async ({
  id,
  version,
  restoreVersion,
}: {
  id: string;
  version: number;
  restoreVersion: number;
}) =>
  (await readJson(await client.formulas[':id'].restore.$post({ param: { id }, json: { version, restoreVersion } })))
    .formula;

/** Restores an older version as the newest one, then refreshes the formulas. */
export function useRestoreFormulaVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFormulaVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMULAS_ROOT_KEY }),
  });
}
