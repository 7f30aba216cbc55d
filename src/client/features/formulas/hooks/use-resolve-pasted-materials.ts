import { useEffect, useRef } from 'react';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { searchMaterials } from '../api/search-materials.ts';

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * Lines typed or pasted as text are matched to the library when the name, a synonym or the CAS matches
 * exactly (never a guess), so they get checked; others stay free text, marked "not in library".
 */
export function useResolvePastedMaterials(
  rows: readonly FormulaRow[],
  onResolved: (matches: Map<string, { materialId: string; name: string; cas: string | null }>) => void,
) {
  const tried = useRef(new Set<string>());
  const callback = useRef(onResolved);
  callback.current = onResolved;
  useEffect(() => {
    const pending = rows.filter(
      (row) => row.name.trim() !== '' && row.materialId === null && !tried.current.has(normalise(row.name)),
    );
    if (pending.length === 0) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const matches = new Map<string, { materialId: string; name: string; cas: string | null }>();
      for (const row of pending) {
        const key = normalise(row.name);
        if (cancelled || tried.current.has(key)) continue;
        tried.current.add(key);
        try {
          const items = await searchMaterials(row.name.trim());
          const match = items.find(
            (item) =>
              normalise(item.name) === key ||
              item.cas === row.name.trim() ||
              (item.matchedSynonym && normalise(item.matchedSynonym) === key),
          );
          if (match) matches.set(key, { materialId: match.id, name: match.name, cas: match.cas });
        } catch {
          tried.current.delete(key);
        }
      }
      if (!cancelled && matches.size > 0) callback.current(matches);
    }, 400);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [rows]);
}
