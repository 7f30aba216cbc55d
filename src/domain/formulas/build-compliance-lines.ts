import type { ComplianceReport } from '../regulatory/check-formula-totals.ts';
import type { FormulaLine, Material } from '../regulatory/regulatory-model.ts';
import { buildLotMaterialId } from '../regulatory/build-lot-material.ts';
import { buildTypicalMaterialId } from '../regulatory/build-typical-material.ts';
import type { Fraction, Grams } from '../shared/units.ts';
import type { LineStatus } from './derive-line-status.ts';
import type { FormulaRow } from './formula-row.ts';

/**
 * Stands for every line whose material the engine does not know (typed as free text, or still loading): its
 * mass still dilutes the other lines, and it is unresolved, so certification stays blocked until it is matched.
 * Leaving such lines out would overstate every other line's share of the concentrate.
 */
export const UNMATCHED_MATERIAL: Material = {
  id: 'line-not-in-library',
  name: 'Not in the library',
  kind: 'base-accord',
  casNumbers: [],
  isFurocoumarinFree: false,
  isFoodGradeFlavour: null,
  composition: [],
};

/**
 * The compliance engine's lines for spreadsheet rows (grams as the formula calculation gives them), and the
 * statuses only the spreadsheet can give: excluded, not in the library, still loading.
 */
export function buildComplianceLines(
  rows: readonly FormulaRow[],
  gramsByRowId: ReadonlyMap<string, number>,
  isKnown: (materialId: string) => boolean,
): { lines: FormulaLine[]; ownStatus: Map<string, LineStatus> } {
  const lines: FormulaLine[] = [];
  const ownStatus = new Map<string, LineStatus>();
  for (const row of rows) {
    const grams = gramsByRowId.get(row.id) ?? 0;
    if (row.isExcluded) ownStatus.set(row.id, { kind: 'excluded' });
    else if (!row.materialId) ownStatus.set(row.id, { kind: row.name.trim() ? 'not-in-library' : 'excluded' });
    else if (!isKnown(row.materialId)) ownStatus.set(row.id, { kind: 'pending' });
    if (row.materialId && isKnown(row.materialId)) {
      // A line that names its lot uses the lot's material (its certificate of analysis), once the engine has it.
      const lotMaterialId = row.lotId ? buildLotMaterialId(row.lotId) : null;
      const ownMaterialId = lotMaterialId && isKnown(lotMaterialId) ? lotMaterialId : row.materialId;
      // A line that accepted its material's typical composition uses that version, once the engine has it.
      const typicalMaterialId = row.acceptsTypicalComposition ? buildTypicalMaterialId(ownMaterialId) : null;
      const materialId = typicalMaterialId && isKnown(typicalMaterialId) ? typicalMaterialId : ownMaterialId;
      const hasDiluent = row.diluentMaterialId !== null && row.purity < 1 && isKnown(row.diluentMaterialId);
      lines.push({
        lineId: row.id,
        materialId,
        grams: grams as Grams,
        purity: row.purity as Fraction,
        ...(hasDiluent && row.diluentMaterialId ? { diluentMaterialId: row.diluentMaterialId } : {}),
        isExcluded: row.isExcluded,
      });
    } else if (grams > 0) {
      lines.push({
        lineId: row.id,
        materialId: UNMATCHED_MATERIAL.id,
        grams: grams as Grams,
        purity: 1 as Fraction,
        isExcluded: row.isExcluded,
      });
    }
  }
  return { lines, ownStatus };
}

/** What keeps the formula from certification for want of data, as a sentence; null when nothing does. */
export function describeUnresolved(report: Pick<ComplianceReport, 'unresolved'>): string | null {
  const unmatchedLines = report.unresolved
    .filter((entry) => entry.materialId === UNMATCHED_MATERIAL.id)
    .reduce((count, entry) => count + entry.lineIds.length, 0);
  const untyped = report.unresolved.filter((entry) => entry.reason === 'natural-type-unknown');
  const unfolded = [
    ...new Set(report.unresolved.filter((entry) => entry.reason === 'fold-unknown').map((entry) => entry.materialName)),
  ];
  const unknownMaterials = new Set(
    report.unresolved
      .filter(
        (entry) =>
          entry.materialId !== UNMATCHED_MATERIAL.id &&
          entry.reason !== 'natural-type-unknown' &&
          entry.reason !== 'fold-unknown',
      )
      .map((entry) => entry.materialId),
  ).size;
  const untypedNames = [...new Set(untyped.map((entry) => entry.materialName))];
  const parts = [
    unmatchedLines > 0 ? `${unmatchedLines} ${unmatchedLines === 1 ? 'line' : 'lines'} not in the library` : null,
    unknownMaterials > 0
      ? `${unknownMaterials} ${unknownMaterials === 1 ? 'material' : 'materials'} with unknown composition`
      : null,
    untypedNames.length > 0
      ? `${untypedNames.join(', ')} cannot be verified: choose the type (the IFRA Annex differs between its types)`
      : null,
    unfolded.length > 0
      ? `${unfolded.join(', ')} cannot be verified: concentrated by a fold the data does not state (name a lot with its certificate of analysis)`
      : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : `${parts.join(' and ')}: certification blocked until they are resolved.`;
}
