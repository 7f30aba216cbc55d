import { and, eq, inArray } from 'drizzle-orm';
import { createAuth, resolveServerSecret } from './auth.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { users } from './db/schema/index.ts';
import type { Env } from './env.ts';
import type { AppDeps } from './lib/app-context.ts';
import { createJobQueue } from './lib/jobs/job-queue.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createReadCache } from './lib/read-cache.ts';
import { createHeavyRequestGates } from './lib/admission-gate.ts';
import { createRequestMetrics } from './lib/request-metrics.ts';
import { createUserEvents } from './lib/user-events.ts';
import { createSessionStarts } from './lib/session-starts.ts';
import { createBilling } from './features/subscriptions/stripe-billing.ts';
import { createComplianceInputsCache } from './features/regulatory/load-compliance-inputs.ts';
import { createVerdictWorker } from './features/regulatory/verdict-worker.ts';
import { createVerdictPacing } from './features/regulatory/verdict-pacing.ts';
import { createMaterialIndex } from './features/materials/material-search-store.ts';
import { createOwnMaterialIndexes } from './features/materials/own-material-indexes.ts';
import { createBriefings } from './features/intelligence/briefings.ts';
import { createDatabaseCheck } from './features/health/database-check.ts';
import { registerJobs } from './register-jobs.ts';
import { createUsageTracking } from './features/tracking/usage-tracking.ts';
import type { PasswordHashing } from './lib/password-hashing.ts';

/** How long a cached session or read may live without a write: bounds what a background job's write leaves stale. */
const READ_CACHE_TTL_MS = 15_000;

/** Opens the database, applies migrations and builds everything a request needs. */
export async function buildDeps(
  env: Env,
  logger: Logger = createLogger(env.LOG_LEVEL),
  openedDatabase?: Database,
  options: { passwordHashing?: PasswordHashing } = {},
): Promise<AppDeps & { stop: () => Promise<void> }> {
  const database =
    openedDatabase ??
    (await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, dataDir: env.dataDir }));
  try {
    const migration = await migrate(database.db);
    const migratedAt = Date.now();
    logger.info({ database: database.kind, migration }, 'database ready');
    if (env.adminEmails.length > 0) {
      // Only a verified address of ADMIN_EMAILS is an administrator (an unverified sign-up proves nothing).
      await database.db
        .update(users)
        .set({ role: 'admin' })
        .where(and(inArray(users.email, env.adminEmails), eq(users.emailVerified, true)));
    }
    const secret = resolveServerSecret(env);
    const mailer = createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
    const sessionStarts = createSessionStarts();
    const auth = createAuth({
      db: database.db,
      env,
      mailer,
      secret,
      passwordHashing: options.passwordHashing,
      sessionStarts,
    });
    const events = await createUserEvents(database, logger);
    const base = {
      database,
      env,
      logger,
      mailer,
      auth,
      secretBox: createSecretBox(secret),
      // Off on PostgreSQL: another server's writes would not move this one's cache on (ADR 011).
      readCache: database.kind === 'pglite' ? createReadCache({ ttlMs: READ_CACHE_TTL_MS, maxEntries: 10_000 }) : null,
      events,
      requestMetrics: createRequestMetrics(),
      usage: createUsageTracking({
        db: database.db,
        logger,
        allowedHosts: env.fetchAllowedHosts,
        anonymousRecordsPerDay: env.TRACKING_ANONYMOUS_RECORDS_PER_DAY,
      }),
      billing: createBilling(env),
      complianceInputs: createComplianceInputsCache(database),
      verdictWorker: createVerdictWorker({ logger }),
      paceVerdictWork: createVerdictPacing(env.verdictPacingMaxWaitMs),
      heavyRequests: createHeavyRequestGates(),
      materialIndex: createMaterialIndex(database.db),
      ownMaterialIndexes: createOwnMaterialIndexes(database.db),
      briefings: createBriefings(database.db),
      databaseCheck: createDatabaseCheck(database.db, undefined, { value: migration, at: migratedAt }),
      sessionStarts,
      startedAt: Date.now(),
    };
    // The jobs module: enqueued jobs run here at once when there is room; startBackgroundJobs adds the worker loop.
    const jobs = createJobQueue({ db: database.db, logger, leaseMs: env.JOB_LEASE_SECONDS * 1000 });
    registerJobs(jobs, base);
    return {
      ...base,
      jobs,
      stop: async () => {
        await jobs.stop();
        await base.verdictWorker.stop();
        // The usage records still in memory are written before the database closes.
        await base.usage.recorder.stop();
        await events.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
