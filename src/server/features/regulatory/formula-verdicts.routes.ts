import { FormulaVerdictsQuerySchema } from '../../../domain/formulas/formulas.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { listFormulaVerdicts, VERDICTS_ANSWER_WITHIN_MS } from './list-formula-verdicts.ts';
import { getRequestScope, requireWorkspacePermission } from '../workspaces/workspaces.public.ts';

/**
 * `GET /api/formulas/verdicts` (mounted under /api/formulas, before the formulas router's `/:id`): each recent formula's
 * verdict (or only those of `?ids=a,b`) in the active workspace, read by the library and the dashboard, answered within
 * VERDICTS_ANSWER_WITHIN_MS: a formula still being checked then is `pending` and asked for again. Regulatory reads formulas; formulas never read
 * regulatory (ADR 034).
 */
export const formulaVerdictsRouter = createRouter().get(
  '/verdicts',
  requireWorkspacePermission('formulas.read'),
  validate('query', FormulaVerdictsQuerySchema),
  async (c) => {
    const { ids } = c.req.valid('query');
    const scope = await getRequestScope(c);
    return c.json({ items: await listFormulaVerdicts(c.var.deps, scope, ids, VERDICTS_ANSWER_WITHIN_MS) });
  },
);
