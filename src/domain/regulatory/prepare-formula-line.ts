import { createFraction, createGrams } from '../shared/units.ts';
import type { ComplianceError, ComplianceResult } from './compliance-error.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { MaterialVector } from './expand-material.ts';
import { expandMaterial } from './expand-material.ts';
import type { FormulaLine } from './regulatory-model.ts';

/** A line as the engine adds it: its checked purity, its material's (and diluent's) vector and flavour status. */
export type PreparedLine = {
  line: FormulaLine;
  purity: number;
  material: MaterialVector;
  isFoodGrade: boolean | null;
  diluent: MaterialVector | null;
  isDiluentFoodGrade: boolean | null;
};

/** Checks one line and expands its materials; every error of the line is returned, with its index when given. */
export function prepareFormulaLine(
  engine: ComplianceEngine,
  line: FormulaLine,
  lineIndex: number | undefined,
): ComplianceResult<PreparedLine> {
  const where = { lineId: line.lineId, lineIndex };
  const errors: ComplianceError[] = [];
  // The units' constructors are the one range rule (domain/shared/units.ts); a purity of 0 is no material at all.
  if (!createGrams(line.grams).ok) errors.push({ kind: 'invalid-grams', value: line.grams, ...where });
  const purity = line.purity ?? 1;
  if (!createFraction(purity).ok || purity === 0) errors.push({ kind: 'invalid-purity', value: purity, ...where });
  const expand = (materialId: string): MaterialVector | null => {
    const result = expandMaterial(engine, materialId);
    if (result.ok) return result.vector;
    errors.push({ ...result.error, ...where });
    return null;
  };
  const material = expand(line.materialId);
  const needsDiluent = line.diluentMaterialId !== undefined && purity < 1;
  const diluent = needsDiluent && line.diluentMaterialId !== undefined ? expand(line.diluentMaterialId) : null;
  if (errors.length > 0 || !material) return { ok: false, errors };
  return {
    ok: true,
    value: {
      line,
      purity,
      material,
      isFoodGrade: engine.materials.get(line.materialId)?.isFoodGradeFlavour ?? null,
      diluent,
      isDiluentFoodGrade: diluent ? (engine.materials.get(diluent.materialId)?.isFoodGradeFlavour ?? null) : true,
    },
  };
}
