import { VerdictChangeIdParamSchema } from '../../../domain/dashboard/dashboard.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { acknowledgeVerdictChange, getDashboard } from './get-dashboard.ts';

/** The home screen's summary (one request) and the acknowledgement of a formula a data update broke. */
export const dashboardRouter = createRouter()
  .get('/', async (c) => c.json(await getDashboard(c.var.deps, c.var.userId, new Date())))
  .post('/broken-formulas/:id/acknowledge', validate('param', VerdictChangeIdParamSchema), async (c) =>
    c.json({
      acknowledged: await acknowledgeVerdictChange(c.var.deps, c.var.userId, c.req.valid('param').id, new Date()),
    }),
  );
