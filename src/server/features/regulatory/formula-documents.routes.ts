import { FormulaDocumentQuerySchema, FormulaIdParamSchema } from '../../../domain/formulas/formulas.schemas.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { findDocumentBranding } from '../subscriptions/subscriptions.public.ts';
import { validate } from '../../lib/validate.ts';
import { pdfResponse } from '../../lib/pdf-response.ts';
import { renderFormulaDocument } from './render-formula-document.ts';
import { checkDocumentAvailability } from './check-document-availability.ts';
import { describeMissingPermission, hasWorkspacePermission } from '../../../domain/workspaces/workspace-permissions.ts';
import { getRequestScope, getRequestWorkspace, requireWorkspacePermission } from '../workspaces/workspaces.public.ts';

/** An enterprise user's brand names the PDF's producer (white-label); everyone else's documents say Sillage. */
async function findBrandName(c: Context<AppEnv>): Promise<string | null> {
  return (
    (await findDocumentBranding(c.var.db, c.var.deps.env.adminEmails, currentUser(c), new Date()))?.brandName ?? null
  );
}

/**
 * The documents of a formula of the active workspace, mounted at /api/formulas beside the formulas router:
 * GET /:id/documents/availability (whether each document would be issued, and what fixes a refusal; every member),
 * GET /:id/certificate.pdf and GET /:id/allergen-declaration.pdf?category=&dosage=&dosageBasis=&productType=
 * (issuing a signed document: the regulatory role, owner or admin; issue 30).
 */
export const formulaDocumentsRouter = createRouter()
  .get(
    '/:id/documents/availability',
    requireWorkspacePermission('regulatory.read'),
    validate('param', FormulaIdParamSchema),
    validate('query', FormulaDocumentQuerySchema),
    async (c) => {
      const workspace = await getRequestWorkspace(c);
      const availability = await checkDocumentAvailability(
        c.var.deps,
        await getRequestScope(c),
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      if (hasWorkspacePermission(workspace.role, 'regulatory.edit')) return c.json(availability);
      // A role that cannot issue is told so beside the button (the download would answer 403).
      const refusal = {
        canIssue: false as const,
        reason: 'role',
        message: describeMissingPermission(workspace.role, 'regulatory.edit'),
        fixes: [],
      };
      return c.json({
        certificate: availability.certificate.canIssue ? refusal : availability.certificate,
        'allergen-declaration': availability['allergen-declaration'].canIssue
          ? refusal
          : availability['allergen-declaration'],
      });
    },
  )
  .get(
    '/:id/certificate.pdf',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', FormulaIdParamSchema),
    validate('query', FormulaDocumentQuerySchema),
    async (c) => {
      const { pdf, fileName } = await renderFormulaDocument(
        c.var.deps,
        await getRequestScope(c),
        c.req.valid('param').id,
        'certificate',
        c.req.valid('query'),
        new Date(),
        await findBrandName(c),
      );
      return pdfResponse(c, pdf, fileName);
    },
  )
  .get(
    '/:id/allergen-declaration.pdf',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', FormulaIdParamSchema),
    validate('query', FormulaDocumentQuerySchema),
    async (c) => {
      const { pdf, fileName } = await renderFormulaDocument(
        c.var.deps,
        await getRequestScope(c),
        c.req.valid('param').id,
        'allergen-declaration',
        c.req.valid('query'),
        new Date(),
        await findBrandName(c),
      );
      return pdfResponse(c, pdf, fileName);
    },
  );
