import { applyNameMatches, listNamesToMatch, type NameMatch } from '../../../domain/formulas/apply-name-matches.ts';
import { and, desc, eq } from 'drizzle-orm';
import {
  buildFormulaFileName,
  exportFormulaCsv,
  exportFormulaJson,
  parseFormulaCsv,
  parseFormulaJson,
} from '../../../domain/formulas/formula-files.ts';
import { FinishedProductSchema, type ImportFormulaInput } from '../../../domain/formulas/formulas.schemas.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { analysisReports, formulas } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAuditEvent, openableFormulas } from '../workspaces/workspaces.public.ts';
import { createFormula } from './create-formula.ts';
import { createRowId, getWorkspaceFormula, toFormulaResponse, type FormulaScope } from './formula-record.ts';
import { jsonBytes, writeWithinStorage, type FormulaWriteLimits } from './formula-storage.ts';

/**
 * The user's formulas with their rows, newest first (spec section 7): every one, or a page of `limit` from `offset`.
 * The library reads summaries instead (listFormulaSummaries); this stays for the API's other users.
 */
export async function listFormulas(db: Db, scope: FormulaScope, page: { limit?: number; offset?: number } = {}) {
  const query = db
    .select()
    .from(formulas)
    .where(openableFormulas(scope))
    .orderBy(desc(formulas.createdAt), desc(formulas.id))
    .$dynamic();
  const records = await (page.limit === undefined ? query : query.limit(page.limit).offset(page.offset ?? 0));
  return records.map(toFormulaResponse);
}

/** A copy of the user's formula (within the tier limit), pointing to its master. */
export async function duplicateFormula(
  db: Db,
  scope: FormulaScope,
  tier: Tier,
  formulaId: string,
  limits?: FormulaWriteLimits,
) {
  const original = await getWorkspaceFormula(db, scope, formulaId);
  return createFormula(
    db,
    scope,
    tier,
    {
      name: `${original.name} (copy)`,
      description: original.description,
      rows: original.rows.map((row) => ({ ...row, id: createRowId() })),
      tags: original.tags,
      isPublic: false,
      product: original.product,
      masterFormulaId: original.masterFormulaId ?? original.id,
    },
    limits,
  );
}

export async function deleteFormula(db: Db, scope: FormulaScope, formulaId: string) {
  const deleted = await db
    .delete(formulas)
    .where(and(eq(formulas.id, formulaId), openableFormulas(scope)))
    .returning({ id: formulas.id, name: formulas.name, version: formulas.version });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Formula not found');
  const { name, version } = deleted[0]!;
  await recordAuditEvent(db, scope, {
    entity: 'formula',
    entityId: formulaId,
    action: 'delete',
    before: { name, version },
  });
}

/** Imports a JSON or CSV file as a new formula; malformed rows are reported, the others kept. */
export async function importFormula(
  db: Db,
  scope: FormulaScope,
  tier: Tier,
  input: ImportFormulaInput,
  limits?: FormulaWriteLimits,
  /** Looks free-text names up in the library (exact names, synonyms or CAS); without it rows stay as read. */
  matchNames?: (names: string[]) => Promise<NameMatch[]>,
) {
  const read =
    input.format === 'json'
      ? parseFormulaJson(input.content, createRowId)
      : parseFormulaCsv(input.content, createRowId);
  if ('error' in read) throw new AppError('VALIDATION_FAILED', read.error);
  if (read.parsed.rows.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'The file has no usable ingredient rows.', {
      rejected: read.parsed.rejected,
    });
  }
  const names = listNamesToMatch(read.parsed.rows);
  const matched =
    matchNames && names.length > 0
      ? applyNameMatches(read.parsed.rows, await matchNames(names))
      : { rows: read.parsed.rows, unmatched: [] };
  const product = FinishedProductSchema.safeParse(read.product);
  const fileName = input.fileName?.replace(/\.(json|csv|tsv|txt)$/i, '').trim();
  const source = `Imported from ${input.fileName ?? input.format.toUpperCase()}`;
  const formula = await createFormula(
    db,
    scope,
    tier,
    {
      name: read.name ?? fileName ?? undefined,
      description: read.description
        ? /import/i.test(read.description)
          ? read.description
          : `${read.description}\n\n${source}`
        : source,
      rows: matched.rows,
      tags: read.tags,
      product: product.success ? product.data : null,
    },
    limits,
  );
  return {
    formula,
    rejected: read.parsed.rejected,
    skippedBlank: read.parsed.skippedBlank,
    /** Rows kept as free text because nothing in the library has their name (not checked for compliance). */
    unmatched: matched.unmatched,
  };
}

export async function exportFormula(db: Db, scope: FormulaScope, formulaId: string, format: 'json' | 'csv') {
  const record = toFormulaResponse(await getWorkspaceFormula(db, scope, formulaId));
  const fileName = buildFormulaFileName(record.name, format);
  const content =
    format === 'json'
      ? exportFormulaJson({
          name: record.name,
          description: record.description,
          tags: record.tags,
          product: record.product,
          rows: record.rows,
        })
      : exportFormulaCsv(record.rows);
  return { fileName, content, contentType: format === 'json' ? 'application/json' : 'text/csv' };
}

/** The latest technical analysis report of the user's formula (spec section 7), or null. */
export async function getTechnicalReport(db: Db, scope: FormulaScope, formulaId: string) {
  await getWorkspaceFormula(db, scope, formulaId);
  const [report] = await db
    .select({ reportData: analysisReports.reportData, createdAt: analysisReports.createdAt })
    .from(analysisReports)
    .where(
      and(
        eq(analysisReports.formulaId, formulaId),
        eq(analysisReports.workspaceId, scope.workspaceId),
        eq(analysisReports.reportType, 'technical'),
      ),
    )
    .orderBy(desc(analysisReports.createdAt))
    .limit(1);
  return report
    ? {
        reportData: report.reportData,
        createdAt: report.createdAt.toISOString(),
      }
    : null;
}

export async function saveTechnicalReport(
  db: Db,
  scope: FormulaScope,
  formulaId: string,
  input: { technicalSummary: string; data?: Record<string, unknown> },
  limits?: FormulaWriteLimits,
) {
  const formula = await getWorkspaceFormula(db, scope, formulaId);
  const reportData = { ...input.data, technicalSummary: input.technicalSummary };
  // A report counts in its author's storage (USER_STORAGE_BYTES): a full budget refuses it (413).
  const [report] = await writeWithinStorage(db, scope.userId, jsonBytes(reportData), limits, (tx) =>
    tx
      .insert(analysisReports)
      .values({
        formulaId,
        userId: scope.userId,
        workspaceId: formula.workspaceId,
        reportType: 'technical',
        reportData,
      })
      .returning(),
  );
  return { reportData: report?.reportData, createdAt: report?.createdAt.toISOString() };
}
