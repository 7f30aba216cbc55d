import {
  FormulaIdParamSchema,
  SpecificationConfirmationBodySchema,
  SpecificationConfirmationParamSchema,
} from '../../../domain/regulatory/regulatory.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { getRequestScope, requireWorkspacePermission } from '../workspaces/workspaces.public.ts';
import { listSpecificationConfirmations, setSpecificationConfirmation } from './specification-confirmations.ts';

/**
 * Specification Standards confirmed per formula (mounted under /api/formulas): the ticks of a formula of the active
 * workspace, who and when; every member reads them, the regulatory role (owner, admin) confirms (issue 30). POST
 * /api/compliance/report with `formulaId` applies them.
 */
export const specificationConfirmationsRouter = createRouter()
  .get(
    '/:id/specification-confirmations',
    requireWorkspacePermission('regulatory.read'),
    validate('param', FormulaIdParamSchema),
    async (c) => {
      return c.json({
        confirmations: await listSpecificationConfirmations(
          c.var.db,
          await getRequestScope(c),
          c.req.valid('param').id,
        ),
      });
    },
  )
  .put(
    '/:id/specification-confirmations/:standardKey',
    requireWorkspacePermission('regulatory.edit'),
    validate('param', SpecificationConfirmationParamSchema),
    validate('json', SpecificationConfirmationBodySchema),
    async (c) => {
      const { id, standardKey } = c.req.valid('param');
      const confirmation = await setSpecificationConfirmation(
        c.var.db,
        await getRequestScope(c),
        id,
        standardKey,
        c.req.valid('json').confirmed,
        new Date(),
      );
      return c.json({ confirmation });
    },
  );
