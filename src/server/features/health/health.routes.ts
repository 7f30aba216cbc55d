import { answerJson } from '../../lib/cached-json.ts';
import { createRouter } from '../../lib/create-router.ts';

export const healthRouter = createRouter().get('/', async (c) => {
  // c.get, not c.var: probes come often, and c.var builds a new object on every access.
  const { database, databaseCheck } = c.get('deps');
  return answerJson(c, {
    status: 'ok' as const,
    database: database.kind,
    migration: await databaseCheck.migrationVersion(),
  });
});
