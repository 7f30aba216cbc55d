import { createRouter } from '../../lib/create-router.ts';
import { listFormulaVerdicts } from './list-formula-verdicts.ts';
import { getRequestScope, requireWorkspacePermission } from '../workspaces/workspaces.public.ts';

/**
 * `GET /api/formulas/verdicts` (mounted under /api/formulas, before the formulas router's `/:id`): each recent formula's
 * verdict in the active workspace, read by the library and the dashboard. Regulatory reads formulas; formulas never read
 * regulatory (ADR 034).
 */
export const formulaVerdictsRouter = createRouter().get(
  '/verdicts',
  requireWorkspacePermission('formulas.read'),
  async (c) => c.json({ items: await listFormulaVerdicts(c.var.deps, await getRequestScope(c)) }),
);
