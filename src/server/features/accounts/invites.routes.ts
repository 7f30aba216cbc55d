import {
  AcceptInviteInputSchema,
  CreateInviteInputSchema,
  InviteIdParamSchema,
  InviteTokenQuerySchema,
} from '../../../domain/accounts/invites.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { getAccountSummary } from './get-account-summary.ts';
import { acceptInvite, createInvite, describeInvite, listInvites, resendInvite, revokeInvite } from './invites.ts';

/** /api/invites: invite a colleague by e-mail; `GET /check` is public (the accept page reads it before sign-in). */
export const invitesRouter = createRouter()
  .get('/check', validate('query', InviteTokenQuerySchema), async (c) =>
    c.json(await describeInvite(c.var.db, c.req.valid('query').token, new Date())),
  )
  .get('/', async (c) => c.json({ items: await listInvites(c.var.db, c.var.userId, new Date()) }))
  .post('/', validate('json', CreateInviteInputSchema), async (c) => {
    const user = currentUser(c);
    const now = new Date();
    const { tier } = await getAccountSummary(c.var.db, user, c.var.isAdmin, now);
    const { mailer, env } = c.var.deps;
    return c.json(
      { invite: await createInvite(c.var.db, mailer, env.publicUrl, user, tier, c.req.valid('json'), now) },
      201,
    );
  })
  .post('/accept', validate('json', AcceptInviteInputSchema), async (c) =>
    c.json(await acceptInvite(c.var.db, currentUser(c), c.req.valid('json').token, new Date())),
  )
  .post('/:id/resend', validate('param', InviteIdParamSchema), async (c) => {
    const { mailer, env } = c.var.deps;
    return c.json(
      await resendInvite(c.var.db, mailer, env.publicUrl, currentUser(c), c.req.valid('param').id, new Date()),
    );
  })
  .delete('/:id', validate('param', InviteIdParamSchema), async (c) =>
    c.json(await revokeInvite(c.var.db, c.var.userId, c.req.valid('param').id, new Date())),
  );
