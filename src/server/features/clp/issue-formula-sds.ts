import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import {
  issueSafetyDataSheet,
  type SafetyDataSheet,
  type SdsInput,
} from '../../../domain/clp/build-safety-data-sheet.ts';
import type { FormulaSdsQuery } from '../../../domain/clp/clp.schemas.ts';
import type { CompanyDetails } from '../../../domain/settings/company-details.ts';
import type { Db } from '../../db/client.ts';
import { formulaVersions } from '../../db/schema/index.ts';
import { getWorkspaceFormula } from '../formulas/formulas.public.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { classifyFormulaRows } from './classify-formula-clp.ts';
import type { ComplianceDeps } from '../regulatory/regulatory.public.ts';
import { assertDocumentIssuable } from './assert-document-issuable.ts';
import { findFormulaUfi } from './formula-ufi.ts';
import { findSdsTemplateOverrides } from './sds-template-store.ts';

/**
 * The SDS of a formula of the scope's workspace (404 for another workspace's or a confidential one the user is not
 * named on) at its saved version: revision = the formula's version and
 * the day it was saved; what changed = the subsections that differ from the sheet of the previous version's rows
 * (classified the same way, with the same measured data).
 */
export async function issueFormulaSds(
  db: Db,
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  formulaId: string,
  query: FormulaSdsQuery,
  supplier: CompanyDetails | null,
): Promise<SafetyDataSheet> {
  const { userId } = scope;
  const formula = await getWorkspaceFormula(db, scope, formulaId);
  const [ufi, templates, previous] = await Promise.all([
    findFormulaUfi(db, scope, formulaId),
    findSdsTemplateOverrides(db, formula.workspaceId, query.productForm),
    db
      .select({ version: formulaVersions.version, rows: formulaVersions.rows, createdAt: formulaVersions.createdAt })
      .from(formulaVersions)
      .where(
        and(
          eq(formulaVersions.formulaId, formulaId),
          lt(formulaVersions.version, formula.version),
          isNotNull(formulaVersions.rows),
        ),
      )
      .orderBy(desc(formulaVersions.version))
      .limit(1),
  ]);
  const measured = {
    flashPointC: query.flashPointC,
    initialBoilingPointC: query.initialBoilingPointC,
    kinematicViscosity40C: query.kinematicViscosity40C,
  };
  const classifyQuery = { ...query, loadPercent: undefined };
  const base = {
    productName: formula.name,
    productForm: query.productForm,
    measured,
    supplier,
    ufi: ufi?.ufi ?? null,
    templates,
  } satisfies Partial<SdsInput>;
  const current: SdsInput = {
    ...base,
    result: await classifyFormulaRows(
      db,
      deps,
      { userId, workspaceId: formula.workspaceId },
      formula.rows,
      classifyQuery,
    ),
    revision: { version: formula.version, date: formula.updatedAt.toISOString().slice(0, 10) },
  };
  assertDocumentIssuable(current.result, 'safety data sheet');
  const earlier = previous[0];
  const previousInput: SdsInput | null =
    formula.version > 1 && earlier?.rows
      ? {
          ...base,
          result: await classifyFormulaRows(
            db,
            deps,
            { userId, workspaceId: formula.workspaceId },
            earlier.rows,
            classifyQuery,
          ),
          revision: { version: formula.version - 1, date: earlier.createdAt.toISOString().slice(0, 10) },
        }
      : null;
  return issueSafetyDataSheet(current, previousInput);
}
