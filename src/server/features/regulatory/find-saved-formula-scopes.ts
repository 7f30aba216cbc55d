import type { MaterialLibrary } from '../../../domain/regulatory/regulatory-model.ts';
import { findCheckScopes } from './check-scopes.ts';
import { listCheckDependencies, type ContextRowsById } from './list-check-dependencies.ts';
import type { UserContextRows } from './load-user-context-rows.ts';

type StoredRow = {
  materialId?: unknown;
  diluentMaterialId?: unknown;
  lotId?: unknown;
  acceptsTypicalComposition?: unknown;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The scopes of the own materials, lots and typical compositions a saved formula's rows can make a finding read, at
 * `stamp`'s revisions (findCheckScopes, as a kept verdict check's), or null when one of them was not found (another
 * user's workspaces may hold it). Every stored row counts, an excluded one too: more rows than a finding reads, never
 * fewer. A reader whose stamp holds these scopes at these revisions reads the same rows (holdsAtStamp).
 */
export function findSavedFormulaScopes(
  rows: unknown,
  contextRows: UserContextRows,
  byId: ContextRowsById,
  library: MaterialLibrary,
  stamp: string,
): string | null {
  const lines = (Array.isArray(rows) ? (rows as StoredRow[]) : []).map((row) => {
    const [materialId, diluentMaterialId, lotId] = [
      text(row?.materialId),
      text(row?.diluentMaterialId),
      text(row?.lotId),
    ];
    return {
      ...(materialId ? { materialId } : {}),
      ...(diluentMaterialId ? { diluentMaterialId } : {}),
      ...(lotId ? { lotId } : {}),
      ...(row?.acceptsTypicalComposition === true ? { acceptTypicalComposition: true } : {}),
    };
  });
  return findCheckScopes(listCheckDependencies(lines, contextRows, library, byId), byId, stamp);
}
