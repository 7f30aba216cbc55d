import { createFormulaTotals } from '../regulatory/apply-formula-edit.ts';
import { checkFormulaTotals } from '../regulatory/check-formula-totals.ts';
import type { ComplianceEngine } from '../regulatory/create-compliance-engine.ts';
import type { IfraCategory } from '../regulatory/ifra-categories.ts';
import type { FormulaLine } from '../regulatory/regulatory-model.ts';
import type { Fraction, Grams } from '../shared/units.ts';
import type { WizardCandidate } from './propose-formula-structure.ts';

/**
 * The most of one material the concentrate may hold, alone, in a category at a dosage (w/w), from the engine:
 * the material's own maximum dosage (as if it were the whole concentrate) divided by the product's dosage.
 * 'unknown' when the engine has no data for it or its composition is unresolved.
 */
export function findMaxPercentAlone(
  engine: ComplianceEngine,
  materialId: string,
  category: IfraCategory,
  dosagePercent: number,
): WizardCandidate['maxPercent'] {
  if (!engine.materials.has(materialId) || !(dosagePercent > 0)) return 'unknown';
  const line: FormulaLine = { lineId: materialId, materialId, grams: 100 as Grams, purity: 1 as Fraction };
  const totals = createFormulaTotals(engine, [line]);
  if (!totals.ok) return 'unknown';
  const checked = checkFormulaTotals(engine, totals.value, {
    category,
    dosage: { basis: 'w/w', percent: dosagePercent },
    includeLineHeadroom: false,
    categoryDetail: 'selected',
  });
  if (!checked.ok || checked.value.unresolved.length > 0) return 'unknown';
  const maxDosage = checked.value.maxDosage[category];
  if (maxDosage.kind === 'not-limited') return 'not-limited';
  if (maxDosage.kind === 'not-approved') return 'prohibited';
  if (maxDosage.kind === 'not-assessed') return 'unknown';
  return Math.min(100, (100 * maxDosage.value) / dosagePercent);
}
