import type { CompositionSource, Material, MaterialLibrary } from '../regulatory/regulatory-model.ts';
import { hasKnownAllergenContent } from '../regulatory/expand-material.ts';
import { selectCompositionRows } from '../regulatory/select-composition-rows.ts';

/** Which source gave a constituent's share of a natural (the verdicts' merge, compliance-rules.md §2). */
export type ConstituentOrigin = {
  naturalMaterialId: string;
  naturalName: string;
  source: CompositionSource;
  /** % of the neat natural. */
  percentOfNatural: number;
};

export type ConstituentComponent = {
  cas: string | null;
  name: string;
  /** % of the mixture: the natural's % × its share. */
  percent: number;
  /** The library material of the constituent (its own classification may be entered for it). */
  materialId: string;
  origin: ConstituentOrigin;
};

/**
 * A natural of a formula line for CLP (issue 31 item 3): its constituents at the line's share, each with the source
 * that gave its value (lot certificate, supplier declaration, own composition, IFRA Annex, accepted typical
 * composition: the verdicts' order), and the share no source states, which is of unknown classification. A natural
 * with no composition at all is 'unknown': its classification is undetermined, never taken as zero.
 */
export type NaturalExpansion =
  | {
      kind: 'constituents';
      components: ConstituentComponent[];
      unknownPercent: number;
      unstated: string[];
      /**
       * Whether a source states the natural's whole composition (a lot's analysis, a supplier declaration, the
       * workspace's own composition, an accepted typical composition), as the allergen declaration requires
       * (hasKnownAllergenContent). The IFRA Annex alone names only the constituents IFRA regulates: the rest of the
       * natural, however large, is unknown, and the classes it could bring are undetermined.
       */
      statesComposition: boolean;
    }
  | { kind: 'unknown' };

/** True for a material the CLP classifies by its constituents: a natural complex substance (NCS). */
export function isNatural(material: Material | undefined): material is Material {
  return material?.kind === 'ncs';
}

/**
 * Expands a natural at `percent` % of the mixture into its constituents. Maximum values are used (the verdicts'
 * default, compliance-rules.md §2): the classification errs on the strict side. A constituent a source names
 * without a value is not taken as zero: its share stays in the unknown part, and it is listed in `unstated`.
 */
export function expandNaturalConstituents(
  material: Material,
  percent: number,
  library: MaterialLibrary,
): NaturalExpansion {
  if (material.composition.length === 0) return { kind: 'unknown' };
  const identify = (id: string) => library.get(id)?.casNumbers ?? [];
  const rows = selectCompositionRows(material.composition, 'maximum', identify);
  const components: ConstituentComponent[] = [];
  const unstated: string[] = [];
  let known = 0;
  for (const row of rows) {
    const child = library.get(row.childMaterialId);
    const name = child?.name ?? row.childMaterialId;
    if (row.status === 'not-detected') continue;
    if (row.fraction === null) {
      unstated.push(name);
      continue;
    }
    if (!(row.fraction > 0)) continue;
    known += row.fraction;
    components.push({
      cas: child?.casNumbers[0] ?? null,
      name,
      percent: Number((percent * row.fraction).toPrecision(12)),
      materialId: row.childMaterialId,
      origin: {
        naturalMaterialId: material.id,
        naturalName: material.name,
        source: row.source,
        percentOfNatural: Number((row.fraction * 100).toPrecision(10)),
      },
    });
  }
  if (components.length === 0 && unstated.length === 0) return { kind: 'unknown' };
  return {
    kind: 'constituents',
    components,
    unknownPercent: Number((percent * Math.max(0, 1 - known)).toPrecision(10)),
    unstated,
    statesComposition: hasKnownAllergenContent(material),
  };
}
