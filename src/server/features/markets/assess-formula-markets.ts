import type { MarketVerdict } from '../../../domain/markets/assess-markets.ts';
import { assessMarkets } from '../../../domain/markets/assess-markets.ts';
import type { MarketFormulaLine } from '../../../domain/markets/expand-formula-substances.ts';
import type { IsoDate, MarketId } from '../../../domain/markets/market-rules.ts';
import type { AssessMarketsBody } from '../../../domain/markets/markets.schemas.ts';
import { normaliseCas } from '../../../domain/regulatory/build-regulatory-index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getWorkspaceFormula } from '../formulas/formulas.public.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import type { ComplianceDeps } from '../regulatory/regulatory.public.ts';
import {
  buildMarketMaterials,
  buildSavedMarketInput,
  loadMarketData,
  loadUserComplianceContext,
} from '../regulatory/regulatory.public.ts';

/** POST /api/markets/assess: the lines sent resolved by material id or CAS; a 422 names every unknown one. */
export async function assessBodyMarkets(
  deps: ComplianceDeps,
  userId: string,
  body: AssessMarketsBody,
  today: IsoDate,
): Promise<MarketVerdict[]> {
  const context = await loadUserComplianceContext(deps, userId, {
    materialIds: body.lines.flatMap((line) =>
      [line.materialId, line.diluentMaterialId].filter((id): id is string => !!id),
    ),
  });
  const problems: string[] = [];
  const lines: MarketFormulaLine[] = [];
  const overrides = new Map<string, AssessMarketsBody['lines'][number]['constituents'] & object>();
  const resolve = (materialId: string | undefined, cas: string | undefined): string | null =>
    materialId !== undefined
      ? context.userEngine.materials.has(materialId)
        ? materialId
        : null
      : cas !== undefined
        ? (context.library.materialIdsByCas.get(normaliseCas(cas)) ?? null)
        : null;
  body.lines.forEach((line, index) => {
    const where = `Line ${index + 1}`;
    if ((line.materialId === undefined) === (line.cas === undefined)) {
      problems.push(`${where}: give either a materialId or a cas.`);
      return;
    }
    const materialId = resolve(line.materialId, line.cas);
    if (!materialId) {
      problems.push(
        `${where}: unknown ${line.materialId !== undefined ? `material ${line.materialId}` : `CAS number ${line.cas}`}.`,
      );
      return;
    }
    if (line.diluentMaterialId !== undefined && !context.userEngine.materials.has(line.diluentMaterialId)) {
      problems.push(`${where}: unknown diluent ${line.diluentMaterialId}.`);
      return;
    }
    if (line.constituents) overrides.set(materialId, line.constituents);
    lines.push({
      line: index + 1,
      materialId,
      grams: line.grams,
      ...(line.purity === undefined ? {} : { purity: line.purity }),
      ...(line.diluentMaterialId ? { diluentMaterialId: line.diluentMaterialId } : {}),
    });
  });
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems.join(' '), { errors: problems });
  const materialIds = lines.flatMap((line) => [
    line.materialId,
    ...(line.diluentMaterialId ? [line.diluentMaterialId] : []),
  ]);
  return assessMarkets({
    date: body.date ?? today,
    ...(body.markets ? { markets: body.markets } : {}),
    productType: body.productType,
    dosagePercent: body.dosage,
    lines,
    materials: buildMarketMaterials(context, materialIds, overrides),
    data: await loadMarketData(deps, context),
  });
}

export type { SavedFormulaRecord as SavedFormula } from '../regulatory/regulatory.public.ts';

/** The materials and diluents a saved formula's rows name: the own materials its verdicts need. */
export const collectMaterialIds = (rows: unknown): string[] =>
  Array.isArray(rows)
    ? rows.flatMap((row: { materialId?: unknown; diluentMaterialId?: unknown }) =>
        [row?.materialId, row?.diluentMaterialId].filter((id): id is string => typeof id === 'string'),
      )
    : [];

export const collectLotIds = (rows: unknown): string[] =>
  Array.isArray(rows)
    ? rows.flatMap((row: { lotId?: unknown }) => (typeof row?.lotId === 'string' ? [row.lotId] : []))
    : [];

/**
 * GET /api/formulas/:id/markets: a saved formula of the scope's workspace (404 for another workspace's or a
 * confidential one the user is not named on) on the date asked.
 */
export async function assessSavedFormulaMarkets(
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  formulaId: string,
  options: { date: IsoDate; markets?: readonly MarketId[] },
): Promise<{ formula: { id: string; name: string }; date: IsoDate; verdicts: MarketVerdict[] }> {
  const record = await getWorkspaceFormula(deps.database.db, scope, formulaId);
  const context = await loadUserComplianceContext(deps, scope.userId, {
    materialIds: collectMaterialIds(record.rows),
    lotIds: collectLotIds(record.rows),
  });
  const built = buildSavedMarketInput(context, await loadMarketData(deps, context), record, options.markets);
  if ('problem' in built) throw new AppError('VALIDATION_FAILED', built.problem);
  if ('isEmpty' in built)
    throw new AppError('VALIDATION_FAILED', 'The formula has no line with a material and an amount.');
  return {
    formula: { id: record.id, name: record.name },
    date: options.date,
    verdicts: assessMarkets({ ...built.input, date: options.date }),
  };
}
