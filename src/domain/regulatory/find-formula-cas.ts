import type { FormulaTotals } from './apply-formula-edit.ts';
import { normaliseCas } from './build-regulatory-index.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { MaterialVector } from './expand-material.ts';

const casByVector = new WeakMap<MaterialVector, ReadonlyMap<number, readonly string[]>>();

/**
 * Per subject a material brings, the CAS under which it brings it: its own CAS first (it is itself in scope), then
 * its constituents' CAS, looked up by CAS. Computed once per material vector (one engine, one library snapshot).
 */
export function listMaterialCas(
  engine: ComplianceEngine,
  vector: MaterialVector,
): ReadonlyMap<number, readonly string[]> {
  const cached = casByVector.get(vector);
  if (cached) return cached;
  const bySubject = new Map<number, string[]>();
  const add = (subjectIndex: number, cas: string) => {
    const list = bySubject.get(subjectIndex);
    if (!list) bySubject.set(subjectIndex, [cas]);
    else if (!list.includes(cas)) list.push(cas);
  };
  const own = new Set<number>();
  for (const cas of engine.materials.get(vector.materialId)?.casNumbers ?? [])
    for (const subjectIndex of engine.index.subjectIndexesByCas.get(normaliseCas(cas)) ?? [])
      if (!own.has(subjectIndex)) {
        own.add(subjectIndex);
        add(subjectIndex, cas);
      }
  for (const [key, fraction] of vector.substanceFractions) {
    if (!(fraction > 0)) continue;
    // Keys are the leaf materials' first CAS, normalised when the material was built.
    for (const subjectIndex of engine.index.subjectIndexesByCas.get(key) ?? [])
      if (!own.has(subjectIndex)) add(subjectIndex, key);
  }
  casByVector.set(vector, bySubject);
  return bySubject;
}

/** A material present that brings a subject under a CAS, with the order of its first line. */
export type CasMaterial = { firstOrder: number; vector: MaterialVector };

/**
 * The materials present that bring one subject, by first line, and how many of them bring it under each CAS: the
 * number of CAS its list can hold, so building the list stops once it holds them all (issue 34).
 */
export type SubjectCasMaterials = { materials: CasMaterial[]; casCounts: Map<string, number> };

function countCas(entry: SubjectCasMaterials, casList: readonly string[], step: 1 | -1): void {
  for (const cas of casList) {
    const count = (entry.casCounts.get(cas) ?? 0) + step;
    if (count > 0) entry.casCounts.set(cas, count);
    else entry.casCounts.delete(cas);
  }
}

/** First index whose material's first line is at or after `firstOrder` (first lines differ between materials). */
function findFirstOrderIndex(list: readonly CasMaterial[], firstOrder: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle]?.firstOrder ?? 0) < firstOrder) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Moves one material in a subject's list, kept by first line: out of it when `firstOrder` is undefined (no line
 * brings the material any more), else to its place. `casList` is the CAS it brings the subject under
 * (listMaterialCas), `firstOrderBefore` where it was (undefined: not in the list). O(log materials) plus one splice.
 */
export function placeCasMaterial(
  index: Map<number, SubjectCasMaterials>,
  subjectIndex: number,
  vector: MaterialVector,
  casList: readonly string[],
  firstOrder: number | undefined,
  firstOrderBefore: number | undefined,
): void {
  const entry = index.get(subjectIndex) ?? { materials: [], casCounts: new Map() };
  const list = entry.materials;
  const isAt = (position: number) => list[position]?.vector.materialId === vector.materialId;
  let at = firstOrderBefore === undefined ? -1 : findFirstOrderIndex(list, firstOrderBefore);
  if (at >= 0 && !isAt(at)) at = list.findIndex((_, position) => isAt(position));
  if (at >= 0) list.splice(at, 1);
  if (firstOrder !== undefined) list.splice(findFirstOrderIndex(list, firstOrder), 0, { firstOrder, vector });
  // A material that only moves brings the subject under the same CAS as before.
  if (at < 0 && firstOrder !== undefined) countCas(entry, casList, 1);
  else if (at >= 0 && firstOrder === undefined) countCas(entry, casList, -1);
  if (list.length > 0) index.set(subjectIndex, entry);
  else index.delete(subjectIndex);
}

/** Per subject, the materials present that bring it, by first line: built on the first report, then kept by edits. */
function indexCasMaterials(engine: ComplianceEngine, totals: FormulaTotals): Map<number, SubjectCasMaterials> {
  if (totals.formulaCasMaterials) return totals.formulaCasMaterials;
  const index = new Map<number, SubjectCasMaterials>();
  for (const { vector, orders } of totals.materialOccurrences.values())
    for (const [subjectIndex, casList] of listMaterialCas(engine, vector)) {
      const item = { firstOrder: orders[0] ?? 0, vector };
      let entry = index.get(subjectIndex);
      if (!entry) {
        entry = { materials: [], casCounts: new Map() };
        index.set(subjectIndex, entry);
      }
      entry.materials.push(item);
      countCas(entry, casList, 1);
    }
  for (const { materials } of index.values()) materials.sort((left, right) => left.firstOrder - right.firstOrder);
  totals.formulaCasMaterials = index;
  return index;
}

/**
 * The CAS of one subject in the formula: the materials bringing it by their first line, each one's CAS in turn,
 * until the list holds every CAS some material brings it under (no later material can add one).
 */
function buildSubjectCas(engine: ComplianceEngine, totals: FormulaTotals, subjectIndex: number): string[] {
  const list: string[] = [];
  const entry = indexCasMaterials(engine, totals).get(subjectIndex);
  if (!entry) return list;
  const casCount = entry.casCounts.size;
  for (const { vector } of entry.materials) {
    for (const cas of listMaterialCas(engine, vector).get(subjectIndex) ?? []) if (!list.includes(cas)) list.push(cas);
    if (list.length >= casCount) break;
  }
  return list;
}

/**
 * Per subject asked (an Annex III entry…), the CAS numbers under which the formula's materials bring it, in line
 * order: the CAS of the line's material when it is itself in the entry's scope (expressed bergamot 8007-75-8, not
 * the entry's first CAS), else the CAS of the constituents that are (d-limonene 5989-27-5, not 138-86-3). What a
 * declaration prints (issue 27, deliver 7). Each subject's list is kept (read-only, shared) in the totals until an
 * edit adds, removes or moves a material bringing it: a re-check costs O(subjects asked), a rebuilt list O(materials
 * bringing it).
 */
export function findFormulaCas(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  subjectIndexes: readonly number[],
): Map<number, readonly string[]> {
  const found = new Map<number, readonly string[]>();
  for (const subjectIndex of subjectIndexes) {
    if (found.has(subjectIndex)) continue;
    let list = totals.formulaCas.get(subjectIndex);
    if (!list) {
      list = buildSubjectCas(engine, totals, subjectIndex);
      totals.formulaCas.set(subjectIndex, list);
    }
    if (list.length > 0) found.set(subjectIndex, list);
  }
  return found;
}
