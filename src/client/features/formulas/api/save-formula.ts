import type { FinishedProduct, FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { Formula } from './formula-types.ts';

export type FormulaDraft = { name: string; description: string | null; rows: FormulaRow[]; product: FinishedProduct; tags?: string[] };

function invalidateFormulas() {
  void queryClient.invalidateQueries({ queryKey: ['formulas'] });
}

export async function createFormula(draft: Partial<FormulaDraft>): Promise<Formula> {
  const { formula } = await api.post<{ formula: Formula }>('/api/formulas', draft);
  invalidateFormulas();
  return formula;
}

export type SaveToken = { version: number; revision?: number; autosave?: boolean };

/**
 * Saves over `version` (and `revision`); a 409 (ApiError status 409) means someone saved since. `autosave`
 * updates the version autosave made within the last few minutes instead of adding one (the server decides).
 */
export async function saveFormula(id: string, token: SaveToken, draft: FormulaDraft): Promise<Formula> {
  const { formula } = await api.put<{ formula: Formula }>(`/api/formulas/${encodeURIComponent(id)}`, { ...token, ...draft });
  invalidateFormulas();
  return formula;
}

export async function duplicateFormula(id: string): Promise<Formula> {
  const { formula } = await api.post<{ formula: Formula }>(`/api/formulas/${encodeURIComponent(id)}/duplicate`);
  invalidateFormulas();
  return formula;
}

/** The window event other screens listen to (spec section 7). */
export const DELETE_FORMULA_EVENT = 'delete-formula';

export async function deleteFormula(id: string): Promise<void> {
  await api.delete(`/api/formulas/${encodeURIComponent(id)}`);
  window.dispatchEvent(new CustomEvent(DELETE_FORMULA_EVENT, { detail: { id } }));
  invalidateFormulas();
}
