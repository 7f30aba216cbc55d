import type { Context } from 'hono';
import {
  AssignFormulaUfiBodySchema,
  ClpClassifyBodySchema,
  ClpLabelQuerySchema,
  FormulaClpLabelQuerySchema,
  FormulaClpQuerySchema,
  FormulaSdsQuerySchema,
  LotClassificationParamSchema,
  MaterialClassificationParamSchema,
  SaveMaterialClassificationBodySchema,
  SaveSdsTemplateBodySchema,
  SdsTemplateParamSchema,
  type FormulaSdsQuery,
  type LabelSize,
} from '../../../domain/clp/clp.schemas.ts';
import type { ClpClassifyResponse } from '../../../domain/clp/classify-clp-request.ts';
import { checkCompanyDetails } from '../../../domain/settings/company-details.ts';
import { FormulaIdParamSchema } from '../../../domain/formulas/formulas.schemas.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { pdfResponse } from '../../lib/pdf-response.ts';
import { classifyClp } from './classify-clp.ts';
import { classifyFormulaClp } from './classify-formula-clp.ts';
import { classifyBatchClp } from './classify-batch-clp.ts';
import { bodyLimit } from 'hono/body-limit';
import { AppError, toErrorBody } from '../../lib/app-error.ts';
import { assertDocumentIssuable } from './assert-document-issuable.ts';
import { extractSdsPdfPages, MAX_SDS_PDF_BYTES, readSupplierSdsPages } from './read-supplier-sds-pdf.ts';
import { proposeSdsFieldsWithAi, requireAiPlan } from '../ai/ai.public.ts';
import { BatchIdParamSchema } from '../../../domain/batches/batches.schemas.ts';
import { assignFormulaUfi, findFormulaUfi } from './formula-ufi.ts';
import { issueFormulaSds } from './issue-formula-sds.ts';
import { renderClpLabel } from './render-clp-label.ts';
import { listSdsTemplates, saveSdsTemplate } from './sds-template-store.ts';
import {
  getRequestScope,
  getRequestWorkspace,
  getVisibleMaterial,
  getWorkspaceCompanyDetails,
  recordAuditEvent,
  requireWorkspacePermission,
} from '../workspaces/workspaces.public.ts';
import {
  deleteClassification,
  listMaterialClassifications,
  saveLotClassification,
  saveMaterialClassification,
} from './material-classification-store.ts';
import { renderSafetyDataSheet } from './render-safety-data-sheet.ts';
import { renderOffThread } from '../regulatory/regulatory.public.ts';

/** The renderers' modules, for the worker thread that renders the PDFs off the event loop (renderOffThread). */
const LABEL_MODULE = new URL('./render-clp-label.ts', import.meta.url);
const SDS_MODULE = new URL('./render-safety-data-sheet.ts', import.meta.url);

/** A supplier SDS upload: the PDF's 5 MB and the form's envelope; more answers 413 before the body is read. */
const sdsBodyLimit = bodyLimit({
  maxSize: MAX_SDS_PDF_BYTES + 64 * 1024,
  onError: (c) =>
    c.json(
      toErrorBody(new AppError('PAYLOAD_TOO_LARGE', `An SDS may be at most ${MAX_SDS_PDF_BYTES / 1024 / 1024} MB.`)),
      413,
    ),
});

/**
 * The supplier printed on labels and safety data sheets: the active workspace's Company section when complete
 * (issue 30: the issuer is the workspace's), else null (a specimen).
 */
async function findSupplier(c: Context<AppEnv>) {
  const workspace = await getRequestWorkspace(c);
  const company = checkCompanyDetails(await getWorkspaceCompanyDetails(c.var.db, workspace.id));
  return company.ok ? company.value : null;
}

/** The SDS of a saved formula of the active workspace, with the workspace's supplier (a specimen without it). */
async function formulaSds(c: Context<AppEnv>, id: string, query: FormulaSdsQuery) {
  const supplier = await findSupplier(c);
  return {
    sheet: await issueFormulaSds(c.var.db, c.var.deps, await getRequestScope(c), id, query, supplier),
    supplier,
  };
}

async function answerLabelPdf(
  c: Context<AppEnv>,
  result: ClpClassifyResponse,
  options: { productName: string; nominalQuantity?: string; size: LabelSize; ufi?: string | null },
) {
  assertDocumentIssuable(result, 'label');
  const pdf = await renderOffThread(
    c.var.deps,
    LABEL_MODULE,
    renderClpLabel,
    result,
    {
      productName: options.productName,
      supplier: await findSupplier(c),
      nominalQuantity: options.nominalQuantity ?? null,
      ufi: options.ufi ?? null,
    },
    options.size,
  );
  return pdfResponse(c, pdf, `clp-label-${options.productName}.pdf`);
}

/** POST /api/compliance/clp/classify (a mixture sent in the body, classified under CLP with its label) and its PDF. */
export const clpRouter = createRouter()
  .post('/classify', validate('json', ClpClassifyBodySchema), async (c) =>
    c.json(await classifyClp(c.var.db, c.req.valid('json'))),
  )
  .post('/label.pdf', validate('json', ClpClassifyBodySchema), validate('query', ClpLabelQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const result = await classifyClp(c.var.db, c.req.valid('json'));
    return answerLabelPdf(c, result, { ...query, productName: query.productName || 'Unnamed product' });
  })
  // The CLP label of one batch of the lab bench (issue 31 item 3): its lines as weighed, its lots, the load asked.
  .get(
    '/batches/:id/label.pdf',
    requireWorkspacePermission('batches.read'),
    validate('param', BatchIdParamSchema),
    validate('query', FormulaClpLabelQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const result = await classifyBatchClp(c.var.db, c.var.deps, c.var.userId, c.req.valid('param').id, query);
      // The formula's UFI, when the formula is still the user's (a batch outlives a deleted formula).
      const ufi = result.formulaId
        ? await findFormulaUfi(c.var.db, await getRequestScope(c), result.formulaId).catch(() => null)
        : null;
      return answerLabelPdf(c, result, {
        ...query,
        productName: query.productName || result.productName,
        ufi: ufi?.ufi ?? null,
      });
    },
  )
  .get(
    '/sds-templates/:productForm',
    requireWorkspacePermission('regulatory.read'),
    validate('param', SdsTemplateParamSchema),
    async (c) => {
      const workspace = await getRequestWorkspace(c);
      return c.json({ templates: await listSdsTemplates(c.var.db, workspace.id, c.req.valid('param').productForm) });
    },
  )
  .put(
    '/sds-templates/:productForm/:subsection',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', SdsTemplateParamSchema),
    validate('json', SaveSdsTemplateBodySchema),
    async (c) => {
      const workspace = await getRequestWorkspace(c);
      const { productForm, subsection } = c.req.valid('param');
      const template = await saveSdsTemplate(
        c.var.db,
        workspace.id,
        c.var.userId,
        productForm,
        subsection ?? '',
        c.req.valid('json'),
      );
      return c.json({ template });
    },
  )
  .get(
    '/materials/:materialId/classification',
    requireWorkspacePermission('regulatory.read'),
    validate('param', MaterialClassificationParamSchema),
    async (c) =>
      c.json(await listMaterialClassifications(c.var.db, await getRequestScope(c), c.req.valid('param').materialId)),
  )
  .put(
    '/materials/:materialId/classification',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', MaterialClassificationParamSchema),
    validate('json', SaveMaterialClassificationBodySchema),
    async (c) => {
      const scope = await getRequestScope(c);
      const { materialId } = c.req.valid('param');
      return c.json({
        classification: await saveMaterialClassification(c.var.db, scope, materialId, c.req.valid('json')),
      });
    },
  )
  .delete(
    '/materials/:materialId/classification',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', MaterialClassificationParamSchema),
    async (c) => {
      await deleteClassification(c.var.db, await getRequestScope(c), c.req.valid('param'));
      return c.body(null, 204);
    },
  )
  // Reading a supplier's SDS (issue 31, Data): proposals for sections 2 and 3 with their page, saved only once the
  // user confirms them through PUT …/classification above.
  .post(
    '/materials/:materialId/sds-reading',
    requireWorkspacePermission('regulatory.edit'),
    sdsBodyLimit,
    validate('param', MaterialClassificationParamSchema),
    async (c) => {
      await getVisibleMaterial(c.var.db, await getRequestScope(c), c.req.valid('param').materialId);
      const body = await c.req.parseBody();
      return c.json({ reading: readSupplierSdsPages(await extractSdsPdfPages(body.file)) });
    },
  )
  // The same reading with the model's proposals beside the patterns' (the plan's AI feature, the workspace's AI
  // budget): each AI proposal cites its page and a quote found in that page's text, else it is dropped.
  .post(
    '/materials/:materialId/sds-reading/ai',
    requireWorkspacePermission('regulatory.edit'),
    requireAiPlan,
    sdsBodyLimit,
    validate('param', MaterialClassificationParamSchema),
    async (c) => {
      const scope = await getRequestScope(c);
      await getVisibleMaterial(c.var.db, scope, c.req.valid('param').materialId);
      const body = await c.req.parseBody();
      const pages = await extractSdsPdfPages(body.file);
      const reading = readSupplierSdsPages(pages);
      if (pages.every((page) => page.trim() === '')) return c.json({ reading, ai: null });
      return c.json({ reading, ai: await proposeSdsFieldsWithAi(c.var.deps, c.var.db, scope, pages) });
    },
  )
  .put(
    '/lots/:lotId/classification',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', LotClassificationParamSchema),
    validate('json', SaveMaterialClassificationBodySchema),
    async (c) => {
      const scope = await getRequestScope(c);
      return c.json({
        classification: await saveLotClassification(c.var.db, scope, c.req.valid('param').lotId, c.req.valid('json')),
      });
    },
  )
  .delete(
    '/lots/:lotId/classification',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', LotClassificationParamSchema),
    async (c) => {
      await deleteClassification(c.var.db, await getRequestScope(c), c.req.valid('param'));
      return c.body(null, 204);
    },
  );

/**
 * A saved formula of the active workspace (404 for another workspace's or a confidential one the reader is not named
 * on): GET /:id/clp?productForm=&loadPercent=, /:id/sds and /:id/ufi for every member; the documents that print the
 * workspace as supplier (/:id/clp-label.pdf, /:id/sds.pdf) and a new UFI for the regulatory role (owner, admin), an
 * issued SDS and a UFI in the audit trail (issue 30).
 */
export const formulaClpRouter = createRouter()
  .get(
    '/:id/clp',
    requireWorkspacePermission('regulatory.read'),
    validate('param', FormulaIdParamSchema),
    validate('query', FormulaClpQuerySchema),
    async (c) =>
      c.json(
        await classifyFormulaClp(
          c.var.db,
          c.var.deps,
          await getRequestScope(c),
          c.req.valid('param').id,
          c.req.valid('query'),
        ),
      ),
  )
  .get(
    '/:id/clp-label.pdf',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', FormulaIdParamSchema),
    validate('query', FormulaClpLabelQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { id } = c.req.valid('param');
      const scope = await getRequestScope(c);
      const result = await classifyFormulaClp(c.var.db, c.var.deps, scope, id, query);
      const ufi = await findFormulaUfi(c.var.db, scope, id);
      return answerLabelPdf(c, result, {
        ...query,
        productName: query.productName || result.productName || 'Formula',
        ufi: ufi?.ufi ?? null,
      });
    },
  )
  .get(
    '/:id/sds',
    requireWorkspacePermission('regulatory.read'),
    validate('param', FormulaIdParamSchema),
    validate('query', FormulaSdsQuerySchema),
    async (c) => c.json((await formulaSds(c, c.req.valid('param').id, c.req.valid('query'))).sheet),
  )
  .get(
    '/:id/sds.pdf',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', FormulaIdParamSchema),
    validate('query', FormulaSdsQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { sheet, supplier } = await formulaSds(c, id, c.req.valid('query'));
      const pdf = await renderOffThread(
        c.var.deps,
        SDS_MODULE,
        renderSafetyDataSheet,
        sheet,
        supplier?.company ?? 'SPECIMEN: supplier identity missing',
      );
      await recordAuditEvent(c.var.db, await getRequestScope(c), {
        entity: 'document',
        entityId: id,
        action: 'create',
        after: {
          document: 'safety data sheet',
          productName: sheet.productName,
          productForm: c.req.valid('query').productForm,
          revision: sheet.revision.version,
          supplier: supplier?.company ?? null,
        },
      });
      return pdfResponse(c, pdf, `sds-${sheet.productName}-v${sheet.revision.version}.pdf`);
    },
  )
  .get('/:id/ufi', requireWorkspacePermission('regulatory.read'), validate('param', FormulaIdParamSchema), async (c) =>
    c.json({ ufi: await findFormulaUfi(c.var.db, await getRequestScope(c), c.req.valid('param').id) }),
  )
  .post(
    '/:id/ufi',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', FormulaIdParamSchema),
    validate('json', AssignFormulaUfiBodySchema),
    async (c) => {
      // The VAT number is the active workspace's (Settings → Company), as the UFI is.
      const workspace = await getRequestWorkspace(c);
      const company = await getWorkspaceCompanyDetails(c.var.db, workspace.id);
      const ufi = await assignFormulaUfi(
        c.var.db,
        await getRequestScope(c),
        c.req.valid('param').id,
        company.companyVatNumber,
        c.req.valid('json'),
      );
      return c.json({ ufi }, 201);
    },
  );
