import type { Context } from 'hono';
import { checkCompanyDetails } from '../../../domain/settings/company-details.ts';
import { formatReportResponse } from '../../../domain/regulatory/format-report-response.ts';
import { ComplianceReportBodySchema, EngineDataQuerySchema } from '../../../domain/regulatory/regulatory.schemas.ts';
import { hasWorkspacePermission } from '../../../domain/workspaces/workspace-permissions.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { buildFormulaReport, type FormulaReport } from './build-formula-report.ts';
import type { ComplianceReportBody } from '../../../domain/regulatory/regulatory.schemas.ts';
import type { MarketVerdict } from '../../../domain/markets/assess-markets.ts';
import { findToday } from '../../../domain/markets/market-rules.ts';
import { assessReportMarkets } from './assess-report-markets.ts';
import { getEngineData } from './get-engine-data.ts';
import { getWorkspaceFormulaEngineIds } from '../formulas/formulas.public.ts';
import { getRequestScope, getRequestWorkspace, getWorkspaceCompanyDetails } from '../workspaces/workspaces.public.ts';
import { pdfResponse } from '../../lib/pdf-response.ts';
import type { DocumentContext } from './compliance-document-parts.ts';
import { renderAllergenDeclaration } from './render-allergen-declaration.ts';
import { renderIfraCertificate } from './render-ifra-certificate.ts';
import { sendLargeJson } from '../../lib/send-large-json.ts';

/**
 * A formula sent in the body: the issuer when the active workspace's Company section is complete and the role may
 * issue documents in its name (regulatory, owner, admin), a specimen otherwise.
 */
async function findDocumentContext(c: Context<AppEnv>, productName: string | undefined): Promise<DocumentContext> {
  const { database } = c.var.deps;
  const workspace = await getRequestWorkspace(c);
  const company = checkCompanyDetails(await getWorkspaceCompanyDetails(database.db, workspace.id));
  const issuedOn = new Date();
  return {
    productName: productName || 'Unnamed formula',
    formulaReference: null,
    documentReference: `S-${issuedOn.toISOString().slice(0, 10).replaceAll('-', '')}`,
    issuer: company.ok && hasWorkspacePermission(workspace.role, 'regulatory.edit') ? company.value : null,
    issuedOn,
  };
}

/**
 * The verdict of every market the project knows (EU, Canada, United Kingdom, United States, California) on the body's
 * `marketsDate` or today, for the EU product type the report used (issue 33, deliver 2).
 */
export async function assessFormulaReportMarkets(
  deps: AppEnv['Variables']['deps'],
  result: FormulaReport,
  body: ComplianceReportBody,
): Promise<MarketVerdict[]> {
  if (!result.context) return [];
  return assessReportMarkets(deps, result.context, body, {
    date: body.marketsDate ?? findToday(),
    productType: result.report.euProductType.used,
  });
}

/** Compliance of a formula sent in the body (documented in docs/api and GET /api/openapi.json). */
export const complianceRouter = createRouter()
  .post('/report', validate('json', ComplianceReportBodySchema), async (c) => {
    const body = c.req.valid('json');
    const result = await buildFormulaReport(c.var.deps, await getRequestScope(c), body);
    const marketVerdicts = await assessFormulaReportMarkets(c.var.deps, result, body);
    return c.json({ ...formatReportResponse(result.report, result.lines), marketVerdicts });
  })
  .get('/engine-data', validate('query', EngineDataQuerySchema), async (c) => {
    const query = c.req.valid('query');
    // A saved formula names its own materials and lots, so the browser can ask while it still reads the formula.
    const { materialIds, lotIds } = query.formulaId
      ? await getWorkspaceFormulaEngineIds(
          c.var.db,
          { userId: c.var.userId, workspaceId: (await getRequestWorkspace(c)).id },
          query.formulaId,
        )
      : query;
    const answer = { ...(await getEngineData(c.var.deps, c.var.userId, materialIds, lotIds)), materialIds, lotIds };
    return sendLargeJson<typeof answer>(c, JSON.stringify(answer));
  })
  .post('/certificate.pdf', validate('json', ComplianceReportBodySchema), async (c) => {
    const body = c.req.valid('json');
    const { report } = await buildFormulaReport(c.var.deps, await getRequestScope(c), body);
    const context = await findDocumentContext(c, body.productName);
    return pdfResponse(c, await renderIfraCertificate(report, context), `ifra-certificate-${context.productName}.pdf`);
  })
  .post('/allergen-declaration.pdf', validate('json', ComplianceReportBodySchema), async (c) => {
    const body = c.req.valid('json');
    const result = await buildFormulaReport(c.var.deps, await getRequestScope(c), body);
    const context = {
      ...(await findDocumentContext(c, body.productName)),
      marketVerdicts: await assessFormulaReportMarkets(c.var.deps, result, body),
    };
    return pdfResponse(
      c,
      await renderAllergenDeclaration(result.report, context),
      `allergen-declaration-${context.productName}.pdf`,
    );
  });
