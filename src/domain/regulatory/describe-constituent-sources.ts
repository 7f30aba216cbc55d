import type { FormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { CompositionSource } from './regulatory-model.ts';
import { selectCompositionRows, SOURCE_PRIORITY } from './select-composition-rows.ts';

/** What a declaration or an analysis says of a constituent; null when the natural has neither. */
export type DeclarationStatus = 'stated' | 'not-detected' | 'not-stated';

export type ConstituentSource = {
  materialId: string;
  name: string;
  cas: string | null;
  /** Share of the neat natural (0–1) the engine used. */
  fraction: number | null;
  /** The source that gave the value (compliance-rules.md §2 order). */
  source: CompositionSource;
  declaration: DeclarationStatus | null;
};

/** A natural of the formula and, per constituent, which source gave its value. */
export type NaturalConstituents = {
  materialId: string;
  materialName: string;
  lineIds: readonly string[];
  constituents: readonly ConstituentSource[];
};

const DECLARED = SOURCE_PRIORITY['supplier-declaration'];

const constituentsByEngine = new WeakMap<ComplianceEngine, Map<string, readonly ConstituentSource[] | null>>();

/** A natural's constituents with their sources, largest first; null when the material is not listed. Once per engine. */
function describeMaterialConstituents(
  engine: ComplianceEngine,
  materialId: string,
): { name: string; constituents: readonly ConstituentSource[] } | null {
  const material = engine.materials.get(materialId);
  // Naturals, and any material whose typical composition a line accepted (its impurities, by source).
  const isShown = material?.kind === 'ncs' || material?.typicalComposition !== undefined;
  if (!material || !isShown || material.composition.length === 0) return null;
  let cache = constituentsByEngine.get(engine);
  if (!cache) {
    cache = new Map();
    constituentsByEngine.set(engine, cache);
  }
  const cached = cache.get(materialId);
  if (cached) return { name: material.name, constituents: cached };
  const identify = (id: string) => engine.materials.get(id)?.casNumbers ?? [];
  const hasDeclaration = material.composition.some((row) => SOURCE_PRIORITY[row.source] <= DECLARED);
  const constituents = selectCompositionRows(material.composition, engine.compositionValue, identify).map(
    (row): ConstituentSource => {
      const child = engine.materials.get(row.childMaterialId);
      const declaration: DeclarationStatus | null = !hasDeclaration
        ? null
        : SOURCE_PRIORITY[row.source] <= DECLARED
          ? row.status
          : 'not-stated';
      return {
        materialId: row.childMaterialId,
        name: child?.name ?? row.childMaterialId,
        cas: child?.casNumbers[0] ?? null,
        fraction: row.fraction,
        source: row.source,
        declaration,
      };
    },
  );
  constituents.sort(
    (left, right) => (right.fraction ?? 0) - (left.fraction ?? 0) || left.name.localeCompare(right.name),
  );
  cache.set(materialId, constituents);
  return { name: material.name, constituents };
}

/**
 * Per natural of the formula's lines (a lot's material included), each constituent with the source its value came
 * from: the lot's analysis, the supplier's declaration, the user's composition, the IFRA Annex or a typical
 * composition; and, when the natural has a declaration or an analysis, whether it stated the constituent, declared
 * it not detected, or did not state it (the value then comes from a less specific source, never zero). Kept in the
 * totals until an edit changes the materials the included lines name (a change of grams does not).
 */
export function describeConstituentSources(
  engine: ComplianceEngine,
  totals: FormulaTotals,
): readonly NaturalConstituents[] {
  if (totals.constituentSources) return totals.constituentSources;
  const lineIdsByMaterial = new Map<string, string[]>();
  for (const line of totals.lines.values()) {
    if (line.isExcluded) continue;
    const list = lineIdsByMaterial.get(line.materialId);
    if (list) list.push(line.lineId);
    else lineIdsByMaterial.set(line.materialId, [line.lineId]);
  }
  const naturals: NaturalConstituents[] = [];
  for (const [materialId, lineIds] of lineIdsByMaterial) {
    const described = describeMaterialConstituents(engine, materialId);
    if (described)
      naturals.push({ materialId, materialName: described.name, lineIds, constituents: described.constituents });
  }
  totals.constituentSources = naturals;
  return naturals;
}
