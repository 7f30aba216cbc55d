/**
 * A material as the market rules read it: its identifiers and, for a natural or a base, its constituents
 * (share of the NEAT material in percent, the maximum where a range is known). The server builds these from the
 * reference library and the user's own materials; tests build them by hand.
 */
export type MarketMaterial = {
  id: string;
  name: string;
  casNumbers: readonly string[];
  constituents: readonly MarketConstituent[];
  /** False for a natural or base whose composition is unknown: what it may carry cannot be verified. */
  isCompositionKnown: boolean;
};

/** A constituent: another material of the map (followed recursively) or a bare substance by CAS. */
export type MarketConstituent = {
  materialId: string | null;
  name: string;
  casNumbers: readonly string[];
  percent: number;
};

/** One line of the formula (grams of the concentrate; a dilution's diluent brings grams × (1 − purity)). */
export type MarketFormulaLine = {
  /** The grid's row number, from 1, named in every finding. */
  line: number;
  materialId: string;
  grams: number;
  /** (0, 1], default 1. */
  purity?: number;
  diluentMaterialId?: string;
};

/** A substance found in the finished product through one line. */
export type SubstanceOccurrence = {
  casNumbers: readonly string[];
  substanceName: string;
  line: number;
  /** The material on the line. */
  materialName: string;
  /** The material whose constituent it is, or null when the line's material is the substance itself. */
  throughMaterialName: string | null;
  /** % (w/w) in the finished product. */
  percentInProduct: number;
};

export type CompositionGap = { line: number; materialName: string };

const MAXIMUM_DEPTH = 8;

/** A CAS number as the markets compare them: trimmed, without leading zeros. */
export const normaliseCas = (cas: string) => cas.trim().replace(/^0+(?=\d)/, '');

/**
 * Every substance occurrence of the formula in the finished product: % = grams of the substance / grams of the
 * concentrate × dosage. A natural contributes its own CAS (an NCS-level entry) and its constituents, followed
 * through own materials and bases to a depth of 8. Lines naming no known material are gaps.
 */
export function expandFormulaSubstances(input: {
  lines: readonly MarketFormulaLine[];
  materials: ReadonlyMap<string, MarketMaterial>;
  dosagePercent: number;
}): { occurrences: SubstanceOccurrence[]; gaps: CompositionGap[] } {
  const { lines, materials, dosagePercent } = input;
  const totalGrams = lines.reduce((sum, line) => sum + Math.max(0, line.grams), 0);
  const occurrences: SubstanceOccurrence[] = [];
  const gaps: CompositionGap[] = [];
  if (!(totalGrams > 0)) return { occurrences, gaps };

  const visit = (
    material: MarketMaterial,
    percent: number,
    line: MarketFormulaLine,
    lineMaterialName: string,
    through: string | null,
    depth: number,
  ) => {
    if (material.casNumbers.length > 0)
      occurrences.push({
        casNumbers: material.casNumbers.map(normaliseCas),
        substanceName: material.name,
        line: line.line,
        materialName: lineMaterialName,
        throughMaterialName: through,
        percentInProduct: percent,
      });
    if (!material.isCompositionKnown && !gaps.some((gap) => gap.line === line.line))
      gaps.push({ line: line.line, materialName: lineMaterialName });
    if (depth >= MAXIMUM_DEPTH) return;
    for (const constituent of material.constituents) {
      const share = (percent * constituent.percent) / 100;
      if (!(share > 0)) continue;
      const child = constituent.materialId ? materials.get(constituent.materialId) : undefined;
      if (child) visit(child, share, line, lineMaterialName, material.name, depth + 1);
      else if (constituent.casNumbers.length > 0)
        occurrences.push({
          casNumbers: constituent.casNumbers.map(normaliseCas),
          substanceName: constituent.name,
          line: line.line,
          materialName: lineMaterialName,
          throughMaterialName: material.name,
          percentInProduct: share,
        });
    }
  };

  for (const line of lines) {
    if (!(line.grams > 0)) continue;
    const purity = line.purity ?? 1;
    const linePercent = (line.grams / totalGrams) * dosagePercent;
    const material = materials.get(line.materialId);
    if (!material) {
      gaps.push({ line: line.line, materialName: line.materialId });
      continue;
    }
    visit(material, linePercent * purity, line, material.name, null, 0);
    const diluent = line.diluentMaterialId ? materials.get(line.diluentMaterialId) : undefined;
    if (diluent && purity < 1) visit(diluent, linePercent * (1 - purity), line, material.name, null, 0);
  }
  return { occurrences, gaps };
}

/** Occurrences by each of their CAS numbers, built once per formula. */
export type OccurrenceIndex = ReadonlyMap<string, readonly SubstanceOccurrence[]>;

export function indexOccurrences(occurrences: readonly SubstanceOccurrence[]): OccurrenceIndex {
  const index = new Map<string, SubstanceOccurrence[]>();
  for (const occurrence of occurrences)
    for (const cas of new Set(occurrence.casNumbers)) {
      const list = index.get(cas) ?? [];
      list.push(occurrence);
      index.set(cas, list);
    }
  return index;
}

/** The occurrences whose CAS is one of `casNumbers`, each counted once, in formula order. */
export function selectOccurrences(index: OccurrenceIndex, casNumbers: readonly string[]): SubstanceOccurrence[] {
  const found = new Set<SubstanceOccurrence>();
  for (const cas of casNumbers) for (const occurrence of index.get(normaliseCas(cas)) ?? []) found.add(occurrence);
  return [...found];
}
