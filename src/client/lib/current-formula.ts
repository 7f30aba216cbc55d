import { useEffect, useSyncExternalStore } from 'react';
import type { MaterialToAdd } from '../../domain/formulas/append-material-row.ts';

/** The formula open in an editor, as the command palette sees it: its name and its add-line path. */
export type CurrentFormula = { name: string; addMaterial: (material: MaterialToAdd) => void };

let current: CurrentFormula | null = null;
const listeners = new Set<() => void>();

function setCurrent(next: CurrentFormula | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open formula editor, or null (read by the palette without importing the formulas feature). */
export function useCurrentFormula(): CurrentFormula | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Called by a formula editor while it is mounted. */
export function useRegisterCurrentFormula(formula: CurrentFormula): void {
  const { name, addMaterial } = formula;
  useEffect(() => {
    const entry = { name, addMaterial };
    setCurrent(entry);
    return () => {
      if (current === entry) setCurrent(null);
    };
  }, [name, addMaterial]);
}
