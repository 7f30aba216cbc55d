import type { FormulaTotals } from './apply-formula-edit.ts';
import { normaliseCas } from './build-regulatory-index.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import { expandMaterial } from './expand-material.ts';

/**
 * Per subject asked (an Annex III entry…), the CAS numbers under which the formula's materials bring it, in line
 * order: the CAS of the line's material when it is itself in the entry's scope (expressed bergamot 8007-75-8, not
 * the entry's first CAS), else the CAS of the constituents that are (d-limonene 5989-27-5, not 138-86-3). What a
 * declaration prints (issue 27, deliver 7). Cost O(lines × subjects of each material), for the subjects asked only.
 */
export function findFormulaCas(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  subjectIndexes: readonly number[],
): Map<number, string[]> {
  const found = new Map<number, string[]>();
  if (subjectIndexes.length === 0) return found;
  const wanted = new Set(subjectIndexes);
  const add = (subjectIndex: number, cas: string) => {
    const list = found.get(subjectIndex) ?? [];
    if (!list.includes(cas)) list.push(cas);
    found.set(subjectIndex, list);
  };
  const visited = new Set<string>();
  // Each material once: its own CAS first (it is itself in scope), then its constituents' CAS, looked up by CAS.
  const visit = (materialId: string) => {
    if (visited.has(materialId)) return;
    visited.add(materialId);
    const result = expandMaterial(engine, materialId);
    if (!result.ok) return;
    const material = engine.materials.get(materialId);
    const own = new Set<number>();
    for (const cas of material?.casNumbers ?? [])
      for (const subjectIndex of engine.index.subjectIndexesByCas.get(normaliseCas(cas)) ?? [])
        if (wanted.has(subjectIndex) && !own.has(subjectIndex)) {
          own.add(subjectIndex);
          add(subjectIndex, cas);
        }
    for (const [key, fraction] of result.vector.substanceFractions) {
      if (!(fraction > 0)) continue;
      // Keys are the leaf materials' first CAS, normalised when the material was built.
      for (const subjectIndex of engine.index.subjectIndexesByCas.get(key) ?? [])
        if (wanted.has(subjectIndex) && !own.has(subjectIndex)) add(subjectIndex, key);
    }
  };
  for (const line of totals.lines.values()) {
    if (line.isExcluded || !(line.grams > 0)) continue;
    visit(line.materialId);
    if (line.diluentMaterialId !== undefined && (line.purity ?? 1) < 1) visit(line.diluentMaterialId);
  }
  return found;
}
