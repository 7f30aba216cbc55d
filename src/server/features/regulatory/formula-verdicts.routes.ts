import { createRouter } from '../../lib/create-router.ts';
import { listFormulaVerdicts } from './list-formula-verdicts.ts';

/**
 * `GET /api/formulas/verdicts` (mounted under /api/formulas, before the formulas router's `/:id`): each of the user's
 * recent formulas' verdict, read by the library and the dashboard. Regulatory reads formulas; formulas never read
 * regulatory (ADR 034).
 */
export const formulaVerdictsRouter = createRouter().get('/verdicts', async (c) =>
  c.json({ items: await listFormulaVerdicts(c.var.deps, c.var.userId) }),
);
