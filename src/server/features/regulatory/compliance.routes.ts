import type { Context } from 'hono';
import { formatReportResponse } from '../../../domain/regulatory/format-report-response.ts';
import { ComplianceReportBodySchema, EngineDataQuerySchema } from '../../../domain/regulatory/regulatory.schemas.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { getUserSettings } from '../settings/user-settings-store.ts';
import { buildFormulaReport } from './build-formula-report.ts';
import { getEngineData } from './get-engine-data.ts';
import type { DocumentParty } from './render-compliance-pdfs.ts';
import { renderAllergenDeclaration, renderIfraCertificate } from './render-compliance-pdfs.ts';

async function findDocumentParty(c: Context<AppEnv>, productName: string | undefined): Promise<DocumentParty> {
  const { database, secretBox } = c.var.deps;
  const settings = await getUserSettings(database.db, secretBox, c.var.userId);
  return { productName: productName || 'Unnamed formula', signatory: settings.certificateSignatory, company: settings.certificateCompany, issuedOn: new Date() };
}

function pdfResponse(c: Context<AppEnv>, pdf: Buffer, fileName: string) {
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName.replaceAll(/[^\w.-]+/g, '-')}"`,
    'cache-control': 'no-store',
  });
}

/** Compliance of a formula sent in the body (documented in docs/api and GET /api/openapi.json). */
export const complianceRouter = createRouter()
  .post('/report', validate('json', ComplianceReportBodySchema), async (c) => {
    const { report, lines } = await buildFormulaReport(c.var.deps.database, c.var.userId, c.req.valid('json'));
    return c.json(formatReportResponse(report, lines));
  })
  .get('/engine-data', validate('query', EngineDataQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await getEngineData(c.var.deps.database, c.var.userId, query.materialIds, query.lotIds));
  })
  .post('/certificate.pdf', validate('json', ComplianceReportBodySchema), async (c) => {
    const body = c.req.valid('json');
    const { report } = await buildFormulaReport(c.var.deps.database, c.var.userId, body);
    const party = await findDocumentParty(c, body.productName);
    return pdfResponse(c, await renderIfraCertificate(report, party), `ifra-certificate-${party.productName}.pdf`);
  })
  .post('/allergen-declaration.pdf', validate('json', ComplianceReportBodySchema), async (c) => {
    const body = c.req.valid('json');
    const { report } = await buildFormulaReport(c.var.deps.database, c.var.userId, body);
    const party = await findDocumentParty(c, body.productName);
    return pdfResponse(c, await renderAllergenDeclaration(report, party), `allergen-declaration-${party.productName}.pdf`);
  });
