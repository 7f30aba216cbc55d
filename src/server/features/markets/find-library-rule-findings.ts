import { and, eq, inArray } from 'drizzle-orm';
import type { RuleFinding } from '../../../domain/markets/assess-markets.ts';
import { findRuleFindings } from '../../../domain/markets/assess-markets.ts';
import type { MarketId } from '../../../domain/markets/market-rules.ts';
import { formulas } from '../../db/schema/index.ts';
import { runInSlices } from '../../lib/run-in-slices.ts';
import { openableFormulas, type WorkspaceScope } from '../workspaces/workspaces.public.ts';
import type { ComplianceDeps, MarketData, UserComplianceContext } from '../regulatory/regulatory.public.ts';
import { loadMarketData, loadUserComplianceContext } from '../regulatory/regulatory.public.ts';
import {
  buildSavedMarketInput,
  collectLotIds,
  collectMaterialIds,
  type SavedFormula,
} from './assess-formula-markets.ts';

/**
 * Formulas whose rows are read, and whose findings are computed, together (issue 34). A house's calendar read every
 * one of its 10,000 formulas (2 million lines) at once and found their rules in one task: 17 s in which the server
 * answered no one else, and 1.7 GB resident. By pages of 100, a page's rows are dropped before the next is read, and
 * the findings are found in slices that let other requests through (runInSlices).
 */
export const CALENDAR_PAGE_FORMULAS = 100;

export type LibraryRuleFindings = {
  formulas: { formulaId: string; name: string; findings: RuleFinding[] }[];
  skipped: { formulaId: string; name: string; reason: string }[];
};

/** One page's findings, a formula a step: the slices pause between formulas. */
function* findPageRuleFindings(
  context: UserComplianceContext,
  data: MarketData,
  records: readonly SavedFormula[],
  markets: readonly MarketId[] | undefined,
  result: LibraryRuleFindings,
): Generator<void, void, void> {
  for (const record of records) {
    const built = buildSavedMarketInput(context, data, record, markets);
    // An empty formula has nothing to label: left out without a word.
    if ('isEmpty' in built) continue;
    if ('problem' in built) result.skipped.push({ formulaId: record.id, name: record.name, reason: built.problem });
    else result.formulas.push({ formulaId: record.id, name: record.name, findings: findRuleFindings(built.input) });
    yield;
  }
}

/**
 * Every formula of the scope's workspace its user may open (never a confidential one they are not named on), or
 * only the ones they wrote with `authoredOnly`, with what each dated market rule finds in it; formulas that cannot be
 * read are listed. The formulas are those listed when it starts, by name, read and checked CALENDAR_PAGE_FORMULAS at
 * a time against the same reference data (one formula deleted meanwhile is left out).
 */
export async function findLibraryRuleFindings(
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  markets: readonly MarketId[] | undefined,
  options: { authoredOnly?: boolean; pageFormulas?: number } = {},
): Promise<LibraryRuleFindings> {
  const { db } = deps.database;
  const readable = options.authoredOnly
    ? and(openableFormulas(scope), eq(formulas.userId, scope.userId))
    : openableFormulas(scope);
  const listed = await db
    .select({ id: formulas.id })
    .from(formulas)
    .where(readable)
    .orderBy(formulas.name, formulas.id);
  const result: LibraryRuleFindings = { formulas: [], skipped: [] };
  if (listed.length === 0) return result;
  const inputs = await deps.complianceInputs.load();
  let data: MarketData | null = null;
  const size = Math.max(1, options.pageFormulas ?? CALENDAR_PAGE_FORMULAS);
  for (let start = 0; start < listed.length; start += size) {
    const ids = listed.slice(start, start + size).map((row) => row.id);
    const byId = new Map(
      (
        await db
          .select({ id: formulas.id, name: formulas.name, rows: formulas.rows, product: formulas.product })
          .from(formulas)
          .where(and(readable, inArray(formulas.id, ids)))
      ).map((record) => [record.id, record]),
    );
    const records = ids.flatMap((id) => byId.get(id) ?? []);
    const context = await loadUserComplianceContext(
      deps,
      scope.userId,
      {
        materialIds: records.flatMap((record) => collectMaterialIds(record.rows)),
        lotIds: records.flatMap((record) => collectLotIds(record.rows)),
      },
      inputs,
    );
    data ??= await loadMarketData(deps, context);
    await runInSlices(findPageRuleFindings(context, data, records, markets, result));
  }
  return result;
}
