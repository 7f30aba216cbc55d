import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { matchKey } from '../../../../domain/materials/exact-material-match.ts';
import { matchMaterialNames, type MaterialNameMatch } from '../api/match-material-names.ts';

export type ResolvedMaterial = { materialId: string; name: string; cas: string | null };
export type MaterialSuggestion = MaterialNameMatch['suggestions'][number];
/** A typed, pasted or imported line no material was certain for: what it might be, for the user to confirm. */
export type PendingConfirmation = { line: string; suggestions: MaterialSuggestion[] };

const NO_CONFIRMATIONS: readonly PendingConfirmation[] = [];

/**
 * Lines typed, pasted or imported as text are matched to the library when they name one material for certain (its
 * name, INCI name, trade name or CAS: POST /api/materials/match, all the lines of a paste in one request), so they
 * get checked. A line whose best match is not certain (a synonym, a prefix, a misspelling, a name several materials
 * share) stays free text, "not in library", and is listed with its suggestions until the user confirms one or keeps
 * the text (issue 26: never a silent substitution).
 */
export function useResolvePastedMaterials(
  rows: readonly FormulaRow[],
  onResolved: (matches: Map<string, ResolvedMaterial>) => void,
) {
  const tried = useRef(new Set<string>());
  const callback = useRef(onResolved);
  callback.current = onResolved;
  const [pending, setPending] = useState<ReadonlyMap<string, PendingConfirmation>>(new Map());
  useEffect(() => {
    const names = [
      ...new Set(
        rows
          .filter((row) => row.name.trim() !== '' && row.materialId === null)
          .map((row) => row.name.trim())
          .filter((name) => !tried.current.has(matchKey(name))),
      ),
    ];
    if (names.length === 0) return;
    // Rows changing again before the timer fires restart it; once the request is sent its answer is applied to the
    // rows as they are then (the callback reads the latest rows), so no line is left unmatched by a quick edit.
    const timer = setTimeout(async () => {
      for (const name of names) tried.current.add(matchKey(name));
      const matches = new Map<string, ResolvedMaterial>();
      const toConfirm: PendingConfirmation[] = [];
      try {
        for (const { name, material, suggestions } of await matchMaterialNames(names)) {
          if (material)
            matches.set(matchKey(name), { materialId: material.id, name: material.name, cas: material.cas });
          else if (suggestions.length > 0) toConfirm.push({ line: name, suggestions });
        }
      } catch {
        // Offline or refused: the lines stay free text, and are tried again when the rows change.
        for (const name of names) tried.current.delete(matchKey(name));
        return;
      }
      if (matches.size > 0) callback.current(matches);
      if (toConfirm.length > 0)
        setPending((previous) => {
          const next = new Map(previous);
          for (const entry of toConfirm) next.set(matchKey(entry.line), entry);
          return next;
        });
    }, 400);
    return () => clearTimeout(timer);
  }, [rows]);

  // Only lines still in the formula, still free text, wait for a confirmation.
  const confirmations = useMemo(() => {
    if (pending.size === 0) return NO_CONFIRMATIONS;
    const open = new Set(rows.filter((row) => row.materialId === null).map((row) => matchKey(row.name)));
    return [...pending.entries()].filter(([key]) => open.has(key)).map(([, entry]) => entry);
  }, [pending, rows]);
  const forget = useCallback((line: string) => {
    setPending((previous) => {
      const next = new Map(previous);
      next.delete(matchKey(line));
      return next;
    });
  }, []);
  const confirm = useCallback(
    (line: string, suggestion: MaterialSuggestion) => {
      callback.current(
        new Map([[matchKey(line), { materialId: suggestion.id, name: suggestion.name, cas: suggestion.cas }]]),
      );
      forget(line);
    },
    [forget],
  );
  return { confirmations, confirm, keepAsText: forget };
}
