import type { Fraction } from '../shared/units.ts';
import { normaliseCas } from './build-regulatory-index.ts';
import type { CompositionRow, Material } from './regulatory-model.ts';

/** The engine's id of a material whose typical composition a formula line accepted. */
export const buildTypicalMaterialId = (materialId: string) => `typical:${materialId}`;

/** One constituent of a typical composition (materials.typical_composition, Good Scents' contents table). */
export type TypicalConstituentInput = {
  name: string;
  cas?: string;
  percent?: number;
  minPercent?: number;
  maxPercent?: number;
};

export type TypicalCompositionInput = { dataset: string; constituents: readonly TypicalConstituentInput[] };

/** How a line that accepted a typical composition reads on the report and the declaration. */
export function describeTypicalComposition(dataset: string): string {
  const source = dataset === 'pyrfume-goodscents' ? 'Good Scents' : dataset;
  return `typical composition, ${source}, upper bound`;
}

/** The upper bound a typical constituent states: its maximum, else its single value; null when it states neither. */
export function readUpperBound(constituent: TypicalConstituentInput): number | null {
  return constituent.maxPercent ?? constituent.percent ?? null;
}

/**
 * A material as a formula line that accepted its typical composition sees it (issue 26 item 6, issue 27 item 1):
 * the material's own rows, plus each typical constituent at its upper bound as source 'literature', the last in the
 * engine's order (select-composition-rows: a lot's certificate of analysis, the supplier's declaration, the user's
 * composition and the IFRA Annex each override it, constituent by constituent). A constituent without a CAS the
 * library knows, or with only a minimum, gives no row: not stated, never zero. Null when no row can be added (the
 * acceptance changes nothing and the line keeps its material).
 */
export function buildTypicalMaterial(
  base: Material,
  typical: readonly TypicalCompositionInput[],
  materialIdsByCas: ReadonlyMap<string, string>,
): { material: Material; description: string } | null {
  for (const entry of typical) {
    const rows: CompositionRow[] = [];
    for (const constituent of entry.constituents) {
      const upper = readUpperBound(constituent);
      const childMaterialId = constituent.cas ? materialIdsByCas.get(normaliseCas(constituent.cas)) : undefined;
      if (upper === null || !(upper >= 0 && upper <= 100) || !childMaterialId || childMaterialId === base.id) continue;
      rows.push({
        childMaterialId,
        maximum: (upper / 100) as Fraction,
        source: 'literature',
        documentReference: describeTypicalComposition(entry.dataset),
      });
    }
    if (rows.length === 0) continue;
    const description = describeTypicalComposition(entry.dataset);
    return {
      material: {
        ...base,
        id: buildTypicalMaterialId(base.id),
        composition: [...base.composition, ...rows],
        typicalComposition: description,
      },
      description,
    };
  }
  return null;
}
