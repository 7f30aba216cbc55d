import { BetaApplicationInputSchema, BetaDecisionInputSchema } from '../../../domain/accounts/invites.schemas.ts';
import { z } from 'zod';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { applyToBeta, decideBetaApplication, getBetaStatus, listBetaApplications } from './beta-programme.ts';

/** /api/beta: the user's beta-programme status and application. */
export const betaRouter = createRouter()
  .get('/', async (c) => c.json(await getBetaStatus(c.var.db, c.var.userId)))
  .post('/apply', validate('json', BetaApplicationInputSchema), async (c) =>
    c.json(await applyToBeta(c.var.db, c.var.userId, c.req.valid('json').motivation), 201),
  );

/** /api/admin/beta: applications and the decision that sets the beta-tester flag. */
export const adminBetaRouter = createRouter()
  .get('/applications', async (c) => c.json({ items: await listBetaApplications(c.var.db) }))
  .post(
    '/applications/:id',
    validate('param', z.object({ id: z.uuid('Unknown application') })),
    validate('json', BetaDecisionInputSchema),
    async (c) =>
      c.json(
        await decideBetaApplication(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json').decision),
      ),
  );
