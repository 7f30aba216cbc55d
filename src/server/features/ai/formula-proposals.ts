import { and, eq } from 'drizzle-orm';
import { calculateFormula } from '../../../domain/formulas/calculate-formula.ts';
import {
  DEFAULT_FINISHED_PRODUCT,
  type FinishedProduct,
  type FormulaRow,
} from '../../../domain/formulas/formula-row.ts';
import type { FormulaChangeProposal } from '../../../domain/ai/ai.schemas.ts';
import type { ComplianceReportBody } from '../../../domain/regulatory/regulatory.schemas.ts';
import type { Database } from '../../db/client.ts';
import { aiProposals, type DiffLine, type FailingLine } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getWorkspaceFormula, type FormulaRecord } from '../formulas/formulas.public.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { saveFormula } from '../formulas/formulas.public.ts';
import { buildFormulaReport } from '../regulatory/regulatory.public.ts';
import type { ComplianceDeps } from '../regulatory/regulatory.public.ts';

/** What the assistant (and the user) are told about a formula's compliance: the verdict, what fails, by how much. */
export type ComplianceSummary = {
  formulaId: string;
  category: string;
  dosagePercent: number;
  isCompliant: boolean;
  /** No Standard over its limit or prohibited, and the phototoxicity sum passes: what a change can achieve. */
  limitsMet: boolean;
  /** Specification Standards whose supplier certificate the perfumer must still check (no model can). */
  specificationsToCheck: string[];
  failing: FailingLine[];
  maxDosage: string;
  /** Lines over their limit, with an amount the engine's headroom says should fit; the model may use them. */
  reductions: {
    rowId: string;
    name: string;
    currentAmount: number;
    unit: string;
    suggestedAmount: number;
    maxPercentAlone: number;
  }[];
  notInLibrary: string[];
};

function productOf(record: FormulaRecord): FinishedProduct {
  return { ...DEFAULT_FINISHED_PRODUCT, ...((record.product as Partial<FinishedProduct> | null) ?? {}) };
}

/** The compliance request for stored rows: grams as the editor calculates them; free-text lines are left out (and named). */
function complianceBody(
  rows: readonly FormulaRow[],
  product: FinishedProduct,
): { body: ComplianceReportBody; grams: Map<string, number>; totalGrams: number; notInLibrary: string[] } {
  const calculation = calculateFormula(rows, { dosagePercent: product.dosagePercent });
  const grams = new Map(calculation.rows.map((row) => [row.rowId, row.grams]));
  const lines = rows
    .filter((row) => row.materialId && (grams.get(row.id) ?? 0) > 0)
    .map((row) => ({
      materialId: row.materialId!,
      grams: grams.get(row.id) ?? 0,
      purity: row.purity,
      ...(row.diluentMaterialId && row.purity < 1 ? { diluentMaterialId: row.diluentMaterialId } : {}),
      ...(row.isExcluded ? { excluded: true } : {}),
    }));
  return {
    body: {
      lines,
      category: product.ifraCategory as ComplianceReportBody['category'],
      dosage: product.dosagePercent,
      dosageBasis: product.basis,
      concentrateDensity: product.concentrateDensity,
      baseDensity: product.baseDensity,
      productType: product.application,
    },
    grams,
    totalGrams: calculation.totalGrams,
    notInLibrary: rows.filter((row) => !row.materialId && row.name.trim()).map((row) => row.name),
  };
}

/** Amount that puts a line at `targetPercent` of the concentrate (neat), in the row's own unit. */
function amountForPercent(row: FormulaRow, targetPercent: number, rowGrams: number, totalGrams: number): number {
  const target = targetPercent / 100;
  if (row.unit === '%') return Math.max(0, Math.floor((targetPercent / row.purity) * 1000) / 1000);
  const others = totalGrams - rowGrams;
  const grams = (target * others) / Math.max(1e-9, row.purity - target);
  return Math.max(0, Math.floor(grams * 1000) / 1000);
}

/** Runs the compliance engine (buildFormulaReport) on rows of a formula and sums it up for the assistant. */
export async function summariseCompliance(
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  formulaId: string,
  rows: readonly FormulaRow[],
  product: FinishedProduct,
): Promise<ComplianceSummary> {
  const { body, grams, totalGrams, notInLibrary } = complianceBody(rows, product);
  const { report, lines } = await buildFormulaReport(deps, scope, body);
  const failing = report.standards
    .filter((standard) => standard.verdict === 'fail')
    .map((standard) => ({
      standardKey: standard.key,
      name: standard.name,
      concentrationPercent: Math.round(standard.concentration * 10_000) / 10_000,
      limitPercent: standard.limit?.kind === 'percent' ? Number(standard.limit.value) : null,
      prohibited: standard.limit?.kind === 'prohibited',
    }));
  const overLines = report.lineHeadroom.filter(
    (entry) => entry.headroom.kind === 'limited' && entry.headroom.grams <= 0 && entry.maxPercentAlone !== null,
  );
  const reductions = overLines.flatMap((entry) => {
    const resolved = lines.find((line) => line.lineId === entry.lineId);
    const row = resolved
      ? rows.filter((candidate) => candidate.materialId && (grams.get(candidate.id) ?? 0) > 0)[resolved.line - 1]
      : undefined;
    if (!row || entry.maxPercentAlone === null) return [];
    // Lines sharing a limit share it: each gets an equal part, with a 10% margin.
    const target = (entry.maxPercentAlone * 0.9) / overLines.length;
    return [
      {
        rowId: row.id,
        name: row.name,
        currentAmount: row.amount,
        unit: row.unit,
        suggestedAmount: amountForPercent(row, target, grams.get(row.id) ?? 0, totalGrams),
        maxPercentAlone: entry.maxPercentAlone,
      },
    ];
  });
  const maxDosage = report.maxDosage[report.category];
  return {
    formulaId,
    category: report.category,
    dosagePercent: product.dosagePercent,
    isCompliant: report.isCompliant,
    limitsMet: failing.length === 0 && report.phototoxicity.verdict !== 'fail' && report.euProhibited.length === 0,
    specificationsToCheck: report.specificationChecklist
      .filter((item) => !item.isAcknowledged)
      .map((item) => item.name),
    failing,
    maxDosage: maxDosage.kind === 'limited' ? `${maxDosage.label}` : maxDosage.label,
    reductions,
    notInLibrary,
  };
}

export async function formulaCompliance(
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  formulaId: string,
): Promise<ComplianceSummary> {
  const { database } = deps;
  const record = await getWorkspaceFormula(database.db, scope, formulaId);
  return summariseCompliance(deps, scope, formulaId, record.rows as FormulaRow[], productOf(record));
}

/**
 * Applies the model's proposed changes to a copy of the formula, re-checks the copy with the compliance engine,
 * and stores it as an offer only when it is compliant. Otherwise the model is told what still fails.
 */
export async function proposeFormulaChange(
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  input: { formulaId: string; changes: FormulaChangeProposal[]; rationale: string; conversationId: string | null },
  findMaterialName: (materialId: string) => Promise<string | null>,
) {
  const { database } = deps;
  const { userId } = scope;
  const record = await getWorkspaceFormula(database.db, scope, input.formulaId);
  const rows = record.rows as FormulaRow[];
  const product = productOf(record);
  const diff: DiffLine[] = [];
  const after: FormulaRow[] = [];
  for (const row of rows) {
    const change = input.changes.find((candidate) => candidate.rowId === row.id);
    if (!change) {
      after.push(row);
      continue;
    }
    let next: FormulaRow = { ...row };
    if (change.newAmount !== undefined) next = { ...next, amount: change.newAmount };
    if (change.replaceWithMaterialId) {
      const name = await findMaterialName(change.replaceWithMaterialId);
      if (!name)
        return {
          offered: false as const,
          reason: `Unknown material ${change.replaceWithMaterialId}: search the materials first.`,
        };
      next = { ...next, materialId: change.replaceWithMaterialId, name, cas: null };
    }
    after.push(next);
    diff.push({
      rowId: row.id,
      name: row.name,
      before: { amount: row.amount, unit: row.unit, materialId: row.materialId },
      after: { amount: next.amount, unit: next.unit, materialId: next.materialId, name: next.name },
    });
  }
  const unknownRows = input.changes
    .filter((change) => !rows.some((row) => row.id === change.rowId))
    .map((change) => change.rowId);
  if (unknownRows.length > 0)
    return {
      offered: false as const,
      reason: `No such line in the formula: ${unknownRows.join(', ')}. Read the formula for its line ids.`,
    };
  if (diff.length === 0) return { offered: false as const, reason: 'The proposal changes nothing.' };
  const before = await summariseCompliance(deps, scope, input.formulaId, rows, product);
  const checked = await summariseCompliance(deps, scope, input.formulaId, after, product);
  if (!checked.limitsMet) {
    return {
      offered: false as const,
      reason: 'The compliance engine still finds the changed formula over its limits.',
      stillFailing: checked.failing,
      reductions: checked.reductions,
    };
  }
  const [proposal] = await database.db
    .insert(aiProposals)
    .values({
      userId,
      conversationId: input.conversationId,
      formulaId: input.formulaId,
      baseVersion: record.version,
      rationale: input.rationale.slice(0, 1000),
      rowsAfter: after,
      diff,
      verdictBefore: {
        isCompliant: before.isCompliant,
        limitsMet: before.limitsMet,
        failing: before.failing,
        specificationsToCheck: before.specificationsToCheck,
      },
      verdictAfter: {
        isCompliant: checked.isCompliant,
        limitsMet: checked.limitsMet,
        failing: checked.failing,
        specificationsToCheck: checked.specificationsToCheck,
      },
    })
    .returning();
  return { offered: true as const, proposal: toProposalResponse(proposal!) };
}

type ProposalRow = typeof aiProposals.$inferSelect;

export function toProposalResponse(row: ProposalRow) {
  return {
    id: row.id,
    formulaId: row.formulaId,
    baseVersion: row.baseVersion,
    rationale: row.rationale,
    diff: row.diff,
    verdictBefore: row.verdictBefore,
    verdictAfter: row.verdictAfter,
    status: row.status as 'offered' | 'applied' | 'discarded',
  };
}

async function ownedProposal(database: Database, userId: string, id: string): Promise<ProposalRow> {
  const [row] = await database.db
    .select()
    .from(aiProposals)
    .where(and(eq(aiProposals.id, id), eq(aiProposals.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Proposal not found');
  if (row.status !== 'offered') throw new AppError('CONFLICT', `This proposal was already ${row.status}.`);
  return row;
}

/**
 * Applies an offered change (one's own proposal) as a new version of a formula of the scope's workspace (404 for
 * another's; the route checks that the role edits formulas); a formula saved since the offer is a conflict.
 */
export async function applyProposal(database: Database, scope: WorkspaceScope, id: string) {
  const row = await ownedProposal(database, scope.userId, id);
  await getWorkspaceFormula(database.db, scope, row.formulaId);
  const formula = await saveFormula(database.db, scope, row.formulaId, row.baseVersion, {
    rows: row.rowsAfter,
  });
  const [updated] = await database.db
    .update(aiProposals)
    .set({ status: 'applied' })
    .where(eq(aiProposals.id, id))
    .returning();
  return { proposal: toProposalResponse(updated!), formula };
}

export async function discardProposal(database: Database, userId: string, id: string) {
  await ownedProposal(database, userId, id);
  const [updated] = await database.db
    .update(aiProposals)
    .set({ status: 'discarded' })
    .where(eq(aiProposals.id, id))
    .returning();
  return { proposal: toProposalResponse(updated!) };
}
