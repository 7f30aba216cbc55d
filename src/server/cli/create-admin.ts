// npm run admin:create -- --email you@example.com --password 'a long secret'
// Creates the first admin (or promotes an existing user to admin). Run it with the server stopped when the
// database is the embedded one: the data folder is locked while the server runs.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { readEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { buildDeps } from '../start-server.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'admin' } },
});
if (!values.email || !['admin', 'super_admin'].includes(values.role ?? '')) {
  console.error(
    "Usage: npm run admin:create -- --email you@example.com [--password 'at least 6 characters'] [--role admin|super_admin]",
  );
  process.exit(2);
}
const email = values.email.trim().toLowerCase();
const deps = await buildDeps(readEnv(), createLogger('warn'));
try {
  const [existing] = await deps.database.db.select().from(users).where(eq(users.email, email));
  if (!existing) {
    if (!values.password || values.password.length < 6) {
      console.error('No user has that e-mail yet: give a --password of at least 6 characters to create one.');
      process.exit(2);
    }
    await deps.auth.api.signUpEmail({ body: { email, password: values.password, name: email.split('@')[0] ?? email } });
  }
  await deps.database.db.update(users).set({ role: values.role, emailVerified: true }).where(eq(users.email, email));
  console.log(`${email} is now ${values.role}${existing ? ' (existing account promoted)' : ' (new account created)'}.`);
} finally {
  await deps.stop();
}
