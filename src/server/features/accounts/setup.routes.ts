import { CreateFirstAdminInputSchema } from '../../../domain/subscriptions/subscriptions.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { createFirstAdmin, isAdminSetupPending } from './first-admin.ts';

/** /api/setup: the first administrator of a fresh instance (public: no one can sign in as admin yet). */
export const setupRouter = createRouter()
  .get('/status', async (c) =>
    c.json({ adminPending: await isAdminSetupPending(c.var.db, c.var.deps.env.adminEmails, new Date()) }),
  )
  .post('/admin', validate('json', CreateFirstAdminInputSchema), async (c) => {
    const { email, setCookies } = await createFirstAdmin(
      c.var.db,
      c.var.deps.auth,
      c.var.deps.env.adminEmails,
      c.req.valid('json'),
      new Date(),
    );
    for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
    return c.json({ email, isSignedIn: setCookies.length > 0 }, 201);
  });
