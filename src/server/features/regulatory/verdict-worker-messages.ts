import type { ComplianceReportBody } from '../../../domain/regulatory/regulatory.schemas.ts';
import type { MarketId } from '../../../domain/markets/market-rules.ts';
import type { FormulaCheck } from './compute-formula-check.ts';
import type { RuleFindingsOutcome, SavedFormulaRecord } from './find-saved-rule-findings.ts';
import type { MarketData } from './load-market-inputs.ts';
import type { ComplianceInputRows } from './load-compliance-inputs.ts';
import type { UserContextRows } from './load-user-context-rows.ts';

/** One saved formula as the verdict worker checks it: its report body (buildSavedFormulaBody) and its ticks. */
export type FormulaToCheckInWorker = {
  formulaId: string;
  body: ComplianceReportBody;
  rowOfLine: number[];
  ticks: { standardKey: string }[];
};

/**
 * What the server sends the verdict worker: a data version's input rows, a page of formulas to check, a page of
 * saved formulas whose dated market rules to find (the regulatory calendar), or a document to render.
 */
export type VerdictWorkerRequest =
  | { type: 'inputs'; inputRows: ComplianceInputRows }
  | { type: 'check'; id: number; versionKey: string; contextRows: UserContextRows; formulas: FormulaToCheckInWorker[] }
  | {
      type: 'find-rules';
      id: number;
      versionKey: string;
      contextRows: UserContextRows;
      data: MarketData;
      formulas: SavedFormulaRecord[];
      markets: MarketId[] | null;
    }
  | { type: 'render'; id: number; module: string; name: string; args: unknown[] };

/** The worker's answer to one `check`, `find-rules` or `render`. */
export type VerdictWorkerReply =
  | { type: 'checked'; id: number; checks: FormulaCheck[] }
  | { type: 'found'; id: number; outcomes: RuleFindingsOutcome[] }
  | { type: 'rendered'; id: number; pdf: Uint8Array }
  | { type: 'failed'; id: number; message: string };
