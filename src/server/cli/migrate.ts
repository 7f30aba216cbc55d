// npm run db:migrate: applies pending migrations to DATABASE_URL or the embedded database, then exits.
// (npm start does the same on every start; this is for deployments that migrate before rolling servers.)
import { readEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { buildDeps } from '../start-server.ts';

const deps = await buildDeps(readEnv(), createLogger('info'));
await deps.stop();
