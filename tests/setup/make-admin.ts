import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.ts';
import type { TestContext } from './test-app.ts';

/** Signs a user up and gives them the admin role in the database (no dependence on ADMIN_EMAILS). */
export async function signUpAdmin(ctx: TestContext) {
  const admin = await ctx.signUp();
  await ctx.deps.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  return admin;
}
