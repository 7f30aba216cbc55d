import type { AssessMarketsInput } from '../../../domain/markets/assess-markets.ts';
import { findRuleFindings } from '../../../domain/markets/assess-markets.ts';
import { toCalendarFindings, type CalendarFinding } from '../../../domain/markets/build-market-calendar.ts';
import type { MarketId } from '../../../domain/markets/market-rules.ts';
import { dosageOfReportBody } from './dosage-of-report-body.ts';
import { convertDosageToMass } from '../../../domain/regulatory/convert-dosage-to-mass.ts';
import { buildSavedFormulaBody } from './build-formula-report.ts';
import type { UserComplianceContext } from './load-compliance-inputs.ts';
import { buildMarketMaterials, toMarketLine, type MarketData } from './load-market-inputs.ts';

/** A saved formula as the market rules read it: its rows and product as stored, and its name. */
export type SavedFormulaRecord = { id: string; name: string; rows: unknown; product: unknown };

/**
 * What the market rules found in one saved formula: its findings, why it could not be read, or that it is empty
 * (nothing to label). The name is the calendar's, read with the rows.
 */
export type RuleFindingsOutcome = { name: string } & (
  { findings: CalendarFinding[] } | { problem: string } | { isEmpty: true }
);

/** A saved formula as the markets' input (without the date), or the reason it cannot be assessed. */
export function buildSavedMarketInput(
  context: UserComplianceContext,
  data: MarketData,
  record: SavedFormulaRecord,
  markets: readonly MarketId[] | undefined,
): { problem: string } | { isEmpty: true } | { input: Omit<AssessMarketsInput, 'date'> } {
  const { body, rowOfLine } = buildSavedFormulaBody(record);
  const dosage = convertDosageToMass(dosageOfReportBody(body));
  if (!dosage.ok) return { problem: 'The finished product’s dosage or densities are not valid.' };
  const lines = body.lines.flatMap((line, index) => {
    const marketLine = toMarketLine(context, line, rowOfLine[index] ?? index + 1);
    return marketLine ? [marketLine] : [];
  });
  if (lines.length === 0) return { isEmpty: true };
  const materialIds = lines.flatMap((line) => [
    line.materialId,
    ...(line.diluentMaterialId ? [line.diluentMaterialId] : []),
  ]);
  return {
    input: {
      ...(markets ? { markets } : {}),
      productType: body.productType ?? 'leave-on',
      dosagePercent: dosage.value,
      lines,
      materials: buildMarketMaterials(context, materialIds),
      data,
    },
  };
}

/**
 * Every dated market rule's finding in one saved formula (the regulatory calendar's), on the main thread or in the
 * verdict worker (findRuleFindingsInWorker): the same answer from either.
 */
export function findSavedRuleFindings(
  context: UserComplianceContext,
  data: MarketData,
  record: SavedFormulaRecord,
  markets: readonly MarketId[] | undefined,
): RuleFindingsOutcome {
  const built = buildSavedMarketInput(context, data, record, markets);
  return 'input' in built
    ? { name: record.name, findings: toCalendarFindings(findRuleFindings(built.input)) }
    : { name: record.name, ...built };
}
