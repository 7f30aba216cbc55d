import type { ComplianceReport } from '../regulatory/check-formula-totals.ts';
import { COMPLIANCE_VERDICT_LABELS } from '../regulatory/compliance-verdict.ts';
import type { CompositionAnalysis } from './analyze-composition.ts';
import { describeUnresolved } from './build-compliance-lines.ts';
import { describeAllergenGaps, describeFailure, formatConcentration } from './describe-compliance-failures.ts';
import type { FinishedProduct } from './formula-row.ts';

/**
 * The technical summary of a formula, in plain sentences: size and dosage, families, pyramid, and the
 * compliance verdict with its reasons (what fails and from which lines, specifications to confirm, unresolved
 * materials), the maximum dosage and the allergens to declare by their label names.
 */
export function composeTechnicalSummary(input: {
  name: string;
  ingredientCount: number;
  totalGrams: number;
  product: Pick<FinishedProduct, 'dosagePercent' | 'ifraCategory'>;
  analysis: Pick<CompositionAnalysis, 'families' | 'pyramid'>;
  report: ComplianceReport | null;
}): string {
  const { name, ingredientCount, totalGrams, product, analysis, report } = input;
  const lines = [
    `${name}: ${ingredientCount} ingredients, ${totalGrams.toFixed(2)} g of concentrate at ${product.dosagePercent}% (IFRA category ${product.ifraCategory}).`,
    `Families: ${
      analysis.families
        .slice(0, 4)
        .map((entry) => `${entry.family} ${entry.percent.toFixed(1)}%`)
        .join(', ') || 'unknown'
    }.`,
    `Pyramid: top ${analysis.pyramid.top.toFixed(0)}%, heart ${analysis.pyramid.heart.toFixed(0)}%, base ${analysis.pyramid.base.toFixed(0)}%${analysis.pyramid.unknown > 0 ? `, unknown ${analysis.pyramid.unknown.toFixed(0)}%` : ''}.`,
  ];
  if (!report) return [...lines, 'Compliance not checked.'].join('\n');
  const markets = report.markets.join(', ');
  lines.push(
    `Compliance (IFRA ${report.dataVersion.ifraAmendment}, markets ${markets}), category ${report.category} at ${formatConcentration(report.dosage.massPercent)}: ${COMPLIANCE_VERDICT_LABELS[report.verdict].toLowerCase()}.`,
  );
  for (const failure of report.failures) {
    const described = describeFailure(failure);
    lines.push(
      `- ${described.title} (${described.source})${described.members.length > 0 ? `: ${described.members.join(', ')}` : ''}.`,
    );
  }
  const toConfirm = report.specifications.filter((item) => !item.confirmed);
  if (toConfirm.length > 0) lines.push(`Specifications to confirm: ${toConfirm.map((item) => item.name).join(', ')}.`);
  const unresolved = describeUnresolved(report);
  if (unresolved) lines.push(unresolved);
  lines.push(`Max dosage in category ${report.category}: ${report.maxDosage[report.category].label}.`);
  const declared = report.allergens.filter((entry) => entry.declare);
  lines.push(
    `Allergens to declare: ${declared.map((entry) => `${entry.name} ${formatConcentration(entry.concentration)}`).join(', ') || 'none'}.`,
  );
  const gaps = describeAllergenGaps(report.allergenGaps);
  if (gaps) lines.push(gaps);
  return lines.join('\n');
}
