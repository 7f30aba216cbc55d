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

/** An enterprise user's brand names the PDF's producer (white-label); everyone else's documents say Sillage. */
async function findBrandName(c: Context<AppEnv>): Promise<string | null> {
  return (
    (await findDocumentBranding(c.var.db, c.var.deps.env.adminEmails, currentUser(c), new Date()))?.brandName ?? null
  );
}

/**
 * The documents of one's own formula, mounted at /api/formulas beside the formulas router:
 * GET /:id/documents/availability (whether each document would be issued, and what fixes a refusal),
 * GET /:id/certificate.pdf and GET /:id/allergen-declaration.pdf?category=&dosage=&dosageBasis=&productType=.
 */
export const formulaDocumentsRouter = createRouter()
  .get(
    '/:id/documents/availability',
    validate('param', FormulaIdParamSchema),
    validate('query', FormulaDocumentQuerySchema),
    async (c) =>
      c.json(await checkDocumentAvailability(c.var.deps, c.var.userId, c.req.valid('param').id, c.req.valid('query'))),
  )
  .get(
    '/:id/certificate.pdf',
    validate('param', FormulaIdParamSchema),
    validate('query', FormulaDocumentQuerySchema),
    async (c) => {
      const { pdf, fileName } = await renderFormulaDocument(
        c.var.deps,
        c.var.userId,
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
    validate('param', FormulaIdParamSchema),
    validate('query', FormulaDocumentQuerySchema),
    async (c) => {
      const { pdf, fileName } = await renderFormulaDocument(
        c.var.deps,
        c.var.userId,
        c.req.valid('param').id,
        'allergen-declaration',
        c.req.valid('query'),
        new Date(),
        await findBrandName(c),
      );
      return pdfResponse(c, pdf, fileName);
    },
  );
