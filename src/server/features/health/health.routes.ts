import { createRouter } from '../../lib/create-router.ts';

export const healthRouter = createRouter().get('/', async (c) => {
  // c.get, not c.var: probes come often, and c.var builds a new object on every access.
  const { database, databaseCheck } = c.get('deps');
  return c.json({
    status: 'ok' as const,
    database: database.kind,
    migration: await databaseCheck.migrationVersion(),
  });
});
