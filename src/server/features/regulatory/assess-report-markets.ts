import type { MarketVerdict } from '../../../domain/markets/assess-markets.ts';
import { assessMarkets } from '../../../domain/markets/assess-markets.ts';
import type { IsoDate, MarketId } from '../../../domain/markets/market-rules.ts';
import { normaliseCas } from '../../../domain/regulatory/build-regulatory-index.ts';
import { dosageOfReportBody } from './dosage-of-report-body.ts';
import { convertDosageToMass } from '../../../domain/regulatory/convert-dosage-to-mass.ts';
import type { IfraCategory } from '../../../domain/regulatory/ifra-categories.ts';
import { proposeEuProductType } from '../../../domain/regulatory/propose-eu-product-type.ts';
import type { ComplianceReportBody } from '../../../domain/regulatory/regulatory.schemas.ts';
import type { ComplianceDeps, UserComplianceContext } from './load-compliance-inputs.ts';
import { buildMarketMaterials, loadMarketData, toMarketLine } from './load-market-inputs.ts';

/**
 * For the integrator: the market verdicts of a body of POST /api/compliance/report (or a saved formula's body from
 * buildSavedFormulaBody), with the user's compliance context the report already loaded. Lines the engine would
 * refuse (unknown material or CAS, bad grams) are left out here: the report answers 422 for them first. An invalid
 * dosage gives no verdicts (the report's 422 again). `rowOfLine[i]` names body line i by its grid row.
 */
export async function assessReportMarkets(
  deps: ComplianceDeps,
  context: UserComplianceContext,
  body: ComplianceReportBody,
  options: {
    date: IsoDate;
    markets?: readonly MarketId[];
    rowOfLine?: readonly number[];
    /** The report's leave-on / rinse-off basis (from the EU product type chosen); default from the body. */
    productType?: 'leave-on' | 'rinse-off' | 'not-cosmetic';
  },
): Promise<MarketVerdict[]> {
  const dosage = convertDosageToMass(dosageOfReportBody(body));
  if (!dosage.ok) return [];
  const lines = body.lines.flatMap((line, index) => {
    if (line.excluded) return [];
    const materialId =
      line.materialId ?? (line.cas ? context.library.materialIdsByCas.get(normaliseCas(line.cas)) : undefined);
    const diluentMaterialId =
      line.diluentMaterialId ??
      (line.diluentCas ? context.library.materialIdsByCas.get(normaliseCas(line.diluentCas)) : undefined);
    const marketLine = toMarketLine(
      context,
      { ...line, materialId, diluentMaterialId },
      options.rowOfLine?.[index] ?? index + 1,
    );
    return marketLine && context.userEngine.materials.has(marketLine.materialId) ? [marketLine] : [];
  });
  const materialIds = lines.flatMap((line) => [
    line.materialId,
    ...(line.diluentMaterialId ? [line.diluentMaterialId] : []),
  ]);
  return assessMarkets({
    date: options.date,
    ...(options.markets ? { markets: options.markets } : {}),
    productType: options.productType ?? body.productType ?? proposeEuProductType(body.category as IfraCategory),
    dosagePercent: dosage.value,
    lines,
    materials: buildMarketMaterials(context, materialIds),
    data: await loadMarketData(deps, context),
  });
}
