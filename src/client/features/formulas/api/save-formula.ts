import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinishedProduct, FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { publishAppEvent } from '../../../lib/app-events.ts';
import { client, readJson, type InferRequestType } from '../../../lib/api-client.ts';
import { track } from '../../../lib/track.ts';
import { FORMULAS_ROOT_KEY } from './formula-keys.ts';
import { formulaDetailKey } from './get-formula.ts';

export type FormulaDraft = {
  name: string;
  description: string | null;
  rows: FormulaRow[];
  product: FinishedProduct;
  tags?: string[];
};
type NewFormula = InferRequestType<typeof client.formulas.$post>['json'];

export const createFormula = async (draft: NewFormula) => {
  const { formula } = await readJson(await client.formulas.$post({ json: draft }));
  track('formula_created', { rows: draft.rows?.length ?? 0 });
  return formula;
};

export type SaveToken = { version: number; revision?: number; autosave?: boolean };

/**
 * Saves over `version` (and `revision`); a 409 (ApiError status 409) means someone saved since. `autosave`
 * updates the version autosave made within the last few minutes instead of adding one (the server decides).
 */
export const saveFormula = async ({ id, token, draft }: { id: string; token: SaveToken; draft: FormulaDraft }) =>
  (await readJson(await client.formulas[':id'].$put({ param: { id }, json: { ...token, ...draft } }))).formula;

export const duplicateFormula = async (id: string) =>
  (await readJson(await client.formulas[':id'].duplicate.$post({ param: { id } }))).formula;

export const deleteFormula = async (id: string) => {
  await readJson(await client.formulas[':id'].$delete({ param: { id } }));
};

/** Every formula write refreshes the list, the details, the versions and the usage (one root key). */
function useFormulaMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: FORMULAS_ROOT_KEY }) });
}

export const useCreateFormula = () => useFormulaMutation(createFormula);

/**
 * A save answers the saved formula: it becomes the formula's cached copy (fresh, so reopening it soon needs no read)
 * and the rest of the formulas' queries are refreshed. While the save is under way the cached copy counts as stale,
 * so an editor opened meanwhile reads the formula again rather than open a version about to be replaced.
 */
export function useSaveFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFormula,
    onMutate: ({ id }) => queryClient.invalidateQueries({ queryKey: formulaDetailKey(id), refetchType: 'none' }),
    onSuccess: (saved) => {
      const detail = formulaDetailKey(saved.id);
      queryClient.setQueryData(detail, saved);
      return queryClient.invalidateQueries({
        queryKey: FORMULAS_ROOT_KEY,
        predicate: (query) => !detail.every((part, index) => query.queryKey[index] === part),
      });
    },
  });
}

export const useDuplicateFormula = () => useFormulaMutation(duplicateFormula);
/** A deletion is also told to the other open tabs ('formula-deleted', lib/app-events.ts). */
export function useDeleteFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFormula,
    onSuccess: (_result, id) => {
      publishAppEvent('formula-deleted', { id });
      return queryClient.invalidateQueries({ queryKey: FORMULAS_ROOT_KEY });
    },
  });
}
