import { and, eq, inArray, sql } from 'drizzle-orm';
import { findRuleFindings } from '../../../domain/markets/assess-markets.ts';
import { toCalendarFindings, type CalendarFinding } from '../../../domain/markets/build-market-calendar.ts';
import type { MarketId } from '../../../domain/markets/market-rules.ts';
import { formulas } from '../../db/schema/index.ts';
import { runInSlices } from '../../lib/run-in-slices.ts';
import { openableFormulas, type WorkspaceScope } from '../workspaces/workspaces.public.ts';
import type { ComplianceDeps, MarketData, UserComplianceContext } from '../regulatory/regulatory.public.ts';
import { loadMarketData, loadUserComplianceContext, selectDataRevisionStamp } from '../regulatory/regulatory.public.ts';
import {
  buildSavedMarketInput,
  collectLotIds,
  collectMaterialIds,
  type SavedFormula,
} from './assess-formula-markets.ts';
import {
  keyOfRuleFindings,
  rememberedRuleFindingsOf,
  type RememberedRuleFindings,
} from './remembered-rule-findings.ts';

/**
 * Formulas whose rows are read, and whose findings are computed, together (issue 34). A house's calendar read every
 * one of its 10,000 formulas (2 million lines) at once and found their rules in one task: 17 s in which the server
 * answered no one else, and 1.7 GB resident. By pages of 100, a page's rows are dropped before the next is read, and
 * the findings are found in slices that let other requests through (runInSlices).
 */
export const CALENDAR_PAGE_FORMULAS = 100;

export type LibraryRuleFindings = {
  formulas: { formulaId: string; name: string; findings: CalendarFinding[] }[];
  skipped: { formulaId: string; name: string; reason: string }[];
};

let computedFindings = 0;
/** How many formulas' findings this process has computed (not remembered): tests tell the two apart by it. */
export function countComputedRuleFindings(): number {
  return computedFindings;
}

/** What keys a formula's findings besides its id: the transaction that last wrote its row (PostgreSQL's `xmin`). */
const ROW_VERSION = sql<string>`${formulas}.xmin::text`;

type Listed = { id: string; rowVersion: string; key: string };

/** One page's findings, a formula a step (the slices pause between formulas), each remembered under its key. */
function* findPageRuleFindings(
  context: UserComplianceContext,
  data: MarketData,
  page: readonly { listed: Listed; record: SavedFormula }[],
  markets: readonly MarketId[] | undefined,
  found: Map<string, RememberedRuleFindings>,
  remember: (key: string, value: RememberedRuleFindings) => void,
): Generator<void, void, void> {
  for (const { listed, record } of page) {
    const built = buildSavedMarketInput(context, data, record, markets);
    const outcome: RememberedRuleFindings =
      'input' in built
        ? { name: record.name, findings: toCalendarFindings(findRuleFindings(built.input)) }
        : { name: record.name, ...built };
    computedFindings += 1;
    found.set(listed.id, outcome);
    remember(listed.key, outcome);
    yield;
  }
}

/**
 * Every formula of the scope's workspace its user may open (never a confidential one they are not named on), or
 * only the ones they wrote with `authoredOnly`, with what each dated market rule finds in it (as the calendar reads it); formulas that cannot be
 * read are listed. The formulas are those listed when it starts, by name. A formula's findings are remembered until
 * its row or any data it could read changes (remembered-rule-findings.ts); the others are read and found
 * CALENDAR_PAGE_FORMULAS at a time, against the same reference data (a formula deleted meanwhile is left out).
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
  // The data revisions first, then the rows (ADR 057): a write in between is a new stamp, never an old answer.
  const [revisionStamp, inputs] = await Promise.all([
    selectDataRevisionStamp(deps.database, scope.userId),
    deps.complianceInputs.load(),
  ]);
  const rows = await db
    .select({ id: formulas.id, rowVersion: ROW_VERSION })
    .from(formulas)
    .where(readable)
    .orderBy(formulas.name, formulas.id);
  const remembered = rememberedRuleFindingsOf(inputs.engine);
  const listed: Listed[] = rows.map((row) => ({
    ...row,
    key: keyOfRuleFindings(scope.userId, revisionStamp, row, markets),
  }));
  // Taken now, so that what the computing of the others evicts is still in hand.
  const found = new Map<string, RememberedRuleFindings>();
  for (const formula of listed) {
    const known = remembered.get(formula.key);
    if (known) found.set(formula.id, known);
  }
  const missing = listed.filter((formula) => !found.has(formula.id));
  let data: MarketData | null = null;
  const size = Math.max(1, options.pageFormulas ?? CALENDAR_PAGE_FORMULAS);
  for (let start = 0; start < missing.length; start += size) {
    const wanted = missing.slice(start, start + size);
    const byId = new Map(
      (
        await db
          .select({ id: formulas.id, name: formulas.name, rows: formulas.rows, product: formulas.product })
          .from(formulas)
          .where(
            and(
              readable,
              inArray(
                formulas.id,
                wanted.map((formula) => formula.id),
              ),
            ),
          )
      ).map((record) => [record.id, record]),
    );
    const page = wanted.flatMap((formula) => {
      const record = byId.get(formula.id);
      return record ? [{ listed: formula, record }] : [];
    });
    const records = page.map(({ record }) => record);
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
    await runInSlices(
      findPageRuleFindings(context, data, page, markets, found, (key, value) => remembered.set(key, value)),
    );
  }
  const result: LibraryRuleFindings = { formulas: [], skipped: [] };
  for (const { id } of listed) {
    const outcome = found.get(id);
    // Deleted meanwhile, or empty: an empty formula has nothing to label, left out without a word.
    if (!outcome || 'isEmpty' in outcome) continue;
    if ('problem' in outcome) result.skipped.push({ formulaId: id, name: outcome.name, reason: outcome.problem });
    else result.formulas.push({ formulaId: id, name: outcome.name, findings: outcome.findings });
  }
  return result;
}
