import type { Fraction } from '../shared/units.ts';
import type { CompositionRow, Material } from './regulatory-model.ts';

/** The engine's id of one lot of a material: a line that names its lot uses this material. */
export const buildLotMaterialId = (lotId: string) => `lot:${lotId}`;

/** One row of a lot's certificate of analysis, with the library material it names (null when none matches). */
export type LotAnalysisRow = { childMaterialId: string | null; name: string; percent: number };

/**
 * A lot of a material as the engine sees it: the material with the rows of the lot's certificate of analysis
 * added as source 'lot-analysis'. The composition policy (select-composition-rows) then takes, constituent by
 * constituent, the lot's value before the user's declaration and the IFRA annex: the most specific source wins,
 * and what the certificate does not list (e.g. furocoumarins of a bergamot oil) still comes from the annex.
 * Rows that name no library material are left out (they cannot be matched to any regulation).
 */
export function buildLotMaterial(
  base: Material,
  lot: { lotId: string; lotNumber: string | null; rows: readonly LotAnalysisRow[] },
): Material {
  const lotRows: CompositionRow[] = [];
  for (const row of lot.rows) {
    if (row.childMaterialId === null || row.childMaterialId === base.id || !(row.percent >= 0)) continue;
    lotRows.push({
      childMaterialId: row.childMaterialId,
      maximum: (row.percent / 100) as Fraction,
      source: 'lot-analysis',
      documentReference: `Certificate of analysis, lot ${lot.lotNumber ?? lot.lotId}`,
    });
  }
  return {
    ...base,
    id: buildLotMaterialId(lot.lotId),
    name: lot.lotNumber ? `${base.name} (lot ${lot.lotNumber})` : base.name,
    composition: [...lotRows, ...base.composition],
    lot: { lotId: lot.lotId, lotNumber: lot.lotNumber, baseMaterialId: base.id },
  };
}
