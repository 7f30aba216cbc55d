import {
  FormulaIdParamSchema,
  SpecificationConfirmationBodySchema,
  SpecificationConfirmationParamSchema,
} from '../../../domain/regulatory/regulatory.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { listSpecificationConfirmations, setSpecificationConfirmation } from './specification-confirmations.ts';

/**
 * Specification Standards confirmed per formula (mounted under /api/formulas): the owner's ticks, who and
 * when. POST /api/compliance/report with `formulaId` applies them.
 */
export const specificationConfirmationsRouter = createRouter()
  .get('/:id/specification-confirmations', validate('param', FormulaIdParamSchema), async (c) => {
    return c.json({
      confirmations: await listSpecificationConfirmations(c.var.db, c.var.userId, c.req.valid('param').id),
    });
  })
  .put(
    '/:id/specification-confirmations/:standardKey',
    validate('param', SpecificationConfirmationParamSchema),
    validate('json', SpecificationConfirmationBodySchema),
    async (c) => {
      const { id, standardKey } = c.req.valid('param');
      const confirmation = await setSpecificationConfirmation(
        c.var.db,
        c.var.userId,
        id,
        standardKey,
        c.req.valid('json').confirmed,
        new Date(),
      );
      return c.json({ confirmation });
    },
  );
