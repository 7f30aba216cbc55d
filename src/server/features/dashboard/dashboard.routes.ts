import { hasFeature } from '../../../domain/subscriptions/plans.ts';
import { VerdictChangeIdParamSchema } from '../../../domain/dashboard/dashboard.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { findRequestWorkspaceTier } from '../workspaces/workspaces.public.ts';
import { acknowledgeVerdictChange, getDashboard } from './get-dashboard.ts';
import { openSampleFormula } from './open-sample-formula.ts';

/** The home screen's summary (one request) and the acknowledgement of a formula a data update broke. */
export const dashboardRouter = createRouter()
  .get('/', async (c) => {
    const isAiInPlan = hasFeature(await findRequestWorkspaceTier(c), 'ai');
    return c.json(await getDashboard(c.var.deps, c.var.userId, new Date(), { isAiInPlan }));
  })
  .post('/sample-formula', async (c) => {
    const formula = await openSampleFormula(c.var.deps, c.var.userId, await findRequestWorkspaceTier(c), {
      storageBytes: c.var.deps.env.USER_STORAGE_BYTES,
    });
    return c.json({ formula: { id: formula.id, name: formula.name } }, 201);
  })
  .post('/broken-formulas/:id/acknowledge', validate('param', VerdictChangeIdParamSchema), async (c) =>
    c.json({
      acknowledged: await acknowledgeVerdictChange(c.var.deps, c.var.userId, c.req.valid('param').id, new Date()),
    }),
  );
