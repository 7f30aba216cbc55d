import type { MarketId } from '../../../domain/markets/market-rules.ts';
import type { FormulaCheck } from './compute-formula-check.ts';
import type { RuleFindingsOutcome, SavedFormulaRecord } from './find-saved-rule-findings.ts';
import type { MarketData } from './load-market-inputs.ts';
import { selectComplianceInputRows, type ComplianceDeps, type ComplianceInputs } from './load-compliance-inputs.ts';
import type { UserContextRows } from './load-user-context-rows.ts';
import { VerdictWorkerUnavailable, type VerdictWorker } from './verdict-worker.ts';
import type { FormulaToCheckInWorker } from './verdict-worker-messages.ts';

/**
 * The checks from the verdict worker (off the event loop: the list and the searches do not wait behind them), or
 * null when there is none or it failed, hung or was stopped: the caller then checks in-process, with the same answer.
 */
export async function checkInWorker(
  deps: ComplianceDeps & { verdictWorker?: VerdictWorker | null },
  inputs: ComplianceInputs,
  contextRows: UserContextRows,
  formulas: FormulaToCheckInWorker[],
): Promise<FormulaCheck[] | null> {
  if (!deps.verdictWorker) return null;
  try {
    return await deps.verdictWorker.check({ versionKey: inputs.versionKey, contextRows, formulas }, inputs.engine, () =>
      selectComplianceInputRows(deps.database),
    );
  } catch (error) {
    if (error instanceof VerdictWorkerUnavailable) return null;
    throw error;
  }
}

/**
 * The market rules' findings in these saved formulas from the verdict worker (findSavedRuleFindings off the event
 * loop), or null when there is none or it failed, hung or was stopped: the caller then finds them in-process.
 */
export async function findRuleFindingsInWorker(
  deps: ComplianceDeps & { verdictWorker?: VerdictWorker | null },
  inputs: ComplianceInputs,
  contextRows: UserContextRows,
  data: MarketData,
  formulas: SavedFormulaRecord[],
  markets: readonly MarketId[] | undefined,
): Promise<RuleFindingsOutcome[] | null> {
  if (!deps.verdictWorker) return null;
  try {
    return await deps.verdictWorker.findRules(
      { versionKey: inputs.versionKey, contextRows, data, formulas, markets: markets ? [...markets] : null },
      inputs.engine,
      () => selectComplianceInputRows(deps.database),
    );
  } catch (error) {
    if (error instanceof VerdictWorkerUnavailable) return null;
    throw error;
  }
}

/**
 * The verdict worker sent the compliance inputs' rows before any check asks (a member signing in: the verdicts of
 * their library's first page then do not wait for them); nothing without a worker, or when it cannot take them.
 */
export async function prepareVerdictWorker(
  deps: ComplianceDeps & { verdictWorker?: VerdictWorker | null },
): Promise<void> {
  if (!deps.verdictWorker) return;
  const inputs = await deps.complianceInputs.load();
  try {
    await deps.verdictWorker.prepare(inputs.versionKey, inputs.engine, () => selectComplianceInputRows(deps.database));
  } catch (error) {
    if (!(error instanceof VerdictWorkerUnavailable)) throw error;
  }
}
