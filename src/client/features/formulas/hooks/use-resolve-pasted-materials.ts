import { useEffect, useRef } from 'react';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { matchKey } from '../../../../domain/materials/exact-material-match.ts';
import { matchMaterialNames } from '../api/match-material-names.ts';

/**
 * Lines typed or pasted as text are matched to the library when the name, a synonym or the CAS matches
 * exactly (never a guess), so they get checked; others stay free text, marked "not in library". All the lines
 * of a paste go in one request (POST /api/materials/match).
 */
export function useResolvePastedMaterials(
  rows: readonly FormulaRow[],
  onResolved: (matches: Map<string, { materialId: string; name: string; cas: string | null }>) => void,
) {
  const tried = useRef(new Set<string>());
  const callback = useRef(onResolved);
  callback.current = onResolved;
  useEffect(() => {
    const pending = [
      ...new Set(
        rows
          .filter((row) => row.name.trim() !== '' && row.materialId === null)
          .map((row) => row.name.trim())
          .filter((name) => !tried.current.has(matchKey(name))),
      ),
    ];
    if (pending.length === 0) return;
    // Rows changing again before the timer fires restart it; once the request is sent its answer is applied to the
    // rows as they are then (the callback reads the latest rows), so no line is left unmatched by a quick edit.
    const timer = setTimeout(async () => {
      for (const name of pending) tried.current.add(matchKey(name));
      const matches = new Map<string, { materialId: string; name: string; cas: string | null }>();
      try {
        for (const { name, material } of await matchMaterialNames(pending)) {
          if (material)
            matches.set(matchKey(name), { materialId: material.id, name: material.name, cas: material.cas });
        }
      } catch {
        // Offline or refused: the lines stay free text, and are tried again when the rows change.
        for (const name of pending) tried.current.delete(matchKey(name));
        return;
      }
      if (matches.size > 0) callback.current(matches);
    }, 400);
    return () => clearTimeout(timer);
  }, [rows]);
}
