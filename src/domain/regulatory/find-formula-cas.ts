import type { FormulaTotals } from './apply-formula-edit.ts';
import { findSubjectCasNumbers, normalizeCas } from './build-regulatory-index.ts';
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
  const scopes = new Map<number, ReadonlySet<string>>();
  for (const subjectIndex of subjectIndexes) {
    const subject = engine.index.subjects[subjectIndex];
    if (subject) scopes.set(subjectIndex, new Set(findSubjectCasNumbers(subject).map(normalizeCas)));
  }
  const add = (subjectIndex: number, cas: string) => {
    const list = found.get(subjectIndex) ?? [];
    if (!list.includes(cas)) list.push(cas);
    found.set(subjectIndex, list);
  };
  const visit = (materialId: string) => {
    const result = expandMaterial(engine, materialId);
    if (!result.ok) return;
    const material = engine.materials.get(materialId);
    for (const subjectIndex of result.vector.subjectIndexes) {
      const scope = scopes.get(subjectIndex);
      if (!scope) continue;
      const own = material?.casNumbers.find((cas) => scope.has(normalizeCas(cas)));
      if (own) {
        add(subjectIndex, own);
        continue;
      }
      for (const [key, fraction] of result.vector.substanceFractions)
        if (fraction > 0 && scope.has(normalizeCas(key))) add(subjectIndex, key);
    }
  };
  for (const line of totals.lines.values()) {
    if (line.isExcluded || !(line.grams > 0)) continue;
    visit(line.materialId);
    if (line.diluentMaterialId !== undefined && (line.purity ?? 1) < 1) visit(line.diluentMaterialId);
  }
  return found;
}
