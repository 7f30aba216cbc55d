import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { getAccountSummary } from './get-account-summary.ts';

export const accountsRouter = createRouter().get('/', async (c) => {
  return c.json(await getAccountSummary(c.var.db, currentUser(c), c.var.isAdmin, new Date()));
});
