import {
  CertificateLinkParamSchema,
  CreateCertificateLinkInputSchema,
  PublicTokenParamSchema,
} from '../../../domain/regulatory/certificate-links.schemas.ts';
import { FormulaIdParamSchema } from '../../../domain/formulas/formulas.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { findDocumentBranding } from '../subscriptions/subscriptions.public.ts';
import {
  createCertificateLink,
  getCertificateLinkPdf,
  listCertificateLinks,
  openCertificateLink,
  revokeCertificateLink,
} from './certificate-links.ts';
import { pdfResponse } from '../../lib/pdf-response.ts';
import { getRequestScope, requireWorkspacePermission } from '../workspaces/workspaces.public.ts';

/**
 * The certificate links of a formula of the active workspace, mounted at /api/formulas beside the formulas router:
 * GET /:id/certificate-links (every member), POST /:id/certificate-links and DELETE /:id/certificate-links/:linkId
 * (revoke): issuing is the regulatory role's (owner, admin), in the audit trail (issue 30).
 */
export const certificateLinksRouter = createRouter()
  .get(
    '/:id/certificate-links',
    requireWorkspacePermission('regulatory.read'),
    validate('param', FormulaIdParamSchema),
    async (c) =>
      c.json({ items: await listCertificateLinks(c.var.db, await getRequestScope(c), c.req.valid('param').id) }),
  )
  .post(
    '/:id/certificate-links',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', FormulaIdParamSchema),
    validate('json', CreateCertificateLinkInputSchema),
    async (c) => {
      const now = new Date();
      const { env } = c.var.deps;
      const branding = await findDocumentBranding(c.var.db, env.adminEmails, currentUser(c), now);
      return c.json(
        await createCertificateLink(
          { ...c.var.deps, publicUrl: env.publicUrl },
          await getRequestScope(c),
          c.req.valid('param').id,
          c.req.valid('json'),
          now,
          branding?.brandName ?? null,
        ),
        201,
      );
    },
  )
  .delete(
    '/:id/certificate-links/:linkId',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', CertificateLinkParamSchema),
    async (c) => {
      const { id, linkId } = c.req.valid('param');
      return c.json(await revokeCertificateLink(c.var.db, await getRequestScope(c), id, linkId, new Date()));
    },
  );

/**
 * /api/public/certificates: what a client opens without an account (a public prefix in lib/guards.ts).
 * GET /:token counts an open; the PDFs are the ones frozen at issue. Revoked or unknown: 404.
 */
export const publicCertificatesRouter = createRouter()
  .get('/:token', validate('param', PublicTokenParamSchema), async (c) => {
    c.header('cache-control', 'no-store');
    c.header('x-robots-tag', 'noindex');
    return c.json(await openCertificateLink(c.var.db, c.req.valid('param').token, new Date()));
  })
  .get('/:token/certificate.pdf', validate('param', PublicTokenParamSchema), async (c) => {
    const { pdf, fileName } = await getCertificateLinkPdf(c.var.db, c.req.valid('param').token, 'certificate');
    return pdfResponse(c, pdf, fileName);
  })
  .get('/:token/allergen-declaration.pdf', validate('param', PublicTokenParamSchema), async (c) => {
    const { pdf, fileName } = await getCertificateLinkPdf(c.var.db, c.req.valid('param').token, 'allergen-declaration');
    return pdfResponse(c, pdf, fileName);
  });
