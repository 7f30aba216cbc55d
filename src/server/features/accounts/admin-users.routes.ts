import { z } from 'zod';
import {
  BanUserInputSchema,
  ListUsersQuerySchema,
  SetBetaTesterInputSchema,
  SetUserPlanInputSchema,
  SetUserRoleInputSchema,
  UserIdParamSchema,
} from '../../../domain/subscriptions/subscriptions.schemas.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { listAdminActions } from './admin-audit-log.ts';
import { listUsers, sendPasswordReset, setBetaTester, setUserBanned, setUserPlan, setUserRole } from './admin-users.ts';

type ServicesContext = { var: { db: Db; deps: AppDeps } };

function services(c: ServicesContext) {
  return { db: c.var.db, events: c.var.deps.events, adminEmails: c.var.deps.env.adminEmails };
}

function actorOf(c: Parameters<typeof currentUser>[0]) {
  const user = currentUser(c);
  return { id: user.id, email: user.email };
}

/** /api/admin/users: every account with its role and plan; every change is written to the audit log. */
export const adminUsersRouter = createRouter()
  .get('/', validate('query', ListUsersQuerySchema), async (c) =>
    c.json(await listUsers(c.var.db, c.var.deps.env.adminEmails, c.req.valid('query'), new Date())),
  )
  .put('/:id/plan', validate('param', UserIdParamSchema), validate('json', SetUserPlanInputSchema), async (c) => {
    return c.json(await setUserPlan(services(c), actorOf(c), c.req.valid('param').id, c.req.valid('json'), new Date()));
  })
  .put('/:id/role', validate('param', UserIdParamSchema), validate('json', SetUserRoleInputSchema), async (c) => {
    return c.json(
      await setUserRole(services(c), actorOf(c), c.req.valid('param').id, c.req.valid('json').role, new Date()),
    );
  })
  .put(
    '/:id/beta-tester',
    validate('param', UserIdParamSchema),
    validate('json', SetBetaTesterInputSchema),
    async (c) => {
      return c.json(
        await setBetaTester(services(c), actorOf(c), c.req.valid('param').id, c.req.valid('json').isBetaTester),
      );
    },
  )
  .post('/:id/ban', validate('param', UserIdParamSchema), validate('json', BanUserInputSchema), async (c) => {
    return c.json(
      await setUserBanned(
        services(c),
        actorOf(c),
        c.req.valid('param').id,
        true,
        c.req.valid('json').reason,
        new Date(),
      ),
    );
  })
  .post('/:id/unban', validate('param', UserIdParamSchema), async (c) => {
    return c.json(await setUserBanned(services(c), actorOf(c), c.req.valid('param').id, false, undefined, new Date()));
  })
  .post('/:id/password-reset', validate('param', UserIdParamSchema), async (c) => {
    return c.json(
      await sendPasswordReset({ ...services(c), auth: c.var.deps.auth }, actorOf(c), c.req.valid('param').id),
    );
  });

/** /api/admin/audit-log: who changed what, newest first. */
export const adminAuditLogRouter = createRouter().get(
  '/',
  validate('query', z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) })),
  async (c) => {
    return c.json({ items: await listAdminActions(c.var.db, c.req.valid('query').limit) });
  },
);
