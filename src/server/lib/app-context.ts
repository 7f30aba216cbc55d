import type { Database } from '../db/client.ts';
import type { ComposedRoutes } from './compose-handlers.ts';
import type { Auth, SessionUser } from '../auth.ts';
import type { Env } from '../env.ts';
import type { AdmissionGate, HeavyLane } from './admission-gate.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mailer.ts';
import type { SecretBox } from './secret-box.ts';
import type { ReadCache } from './read-cache.ts';
import type { UserEvents } from './user-events.ts';
import type { SessionStarts } from './session-starts.ts';
import type { RequestMetrics } from './request-metrics.ts';
import type { Billing } from '../features/subscriptions/stripe-billing.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { UsageTracking } from '../features/tracking/usage-tracking.ts';
import type { ComplianceInputsCache } from '../features/regulatory/load-compliance-inputs.ts';
import type { VerdictWorker } from '../features/regulatory/verdict-worker.ts';
import type { MaterialIndex } from '../features/materials/material-search-store.ts';
import type { OwnMaterialIndexes } from '../features/materials/own-material-indexes.ts';
import type { Briefings } from '../features/intelligence/briefings.ts';
import type { DatabaseCheck } from '../features/health/database-check.ts';
import type { ActiveWorkspace } from '../features/workspaces/active-workspace.ts';
import type { RequestApiKey } from '../features/workspaces/api-keys.ts';

/** Everything a request handler may use, built once at start-up. */
export type AppDeps = {
  database: Database;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  secretBox: SecretBox;
  /** Reads kept between writes: the embedded database only (see read-cache.ts); null on PostgreSQL. */
  readCache: ReadCache | null;
  /** Per-user events to open tabs (GET /api/events): LISTEN/NOTIFY on PostgreSQL, in process on PGlite. */
  events: UserEvents;
  /** The server's own request records (admin server dashboard). */
  requestMetrics: RequestMetrics;
  /** Usage records (page views, API calls, actions) batched into api_request_logs, and their settings. */
  usage: UsageTracking;
  /** Stripe, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; null otherwise. */
  billing: Billing | null;
  /** When this process started serving (ms since the epoch). */
  startedAt: number;
  /** Background jobs in the database, run once across every server (ADR 012). */
  jobs: JobQueue;
  /** The regulatory data, reference library and shared engine, rebuilt when a new import run succeeds. */
  complianceInputs: ComplianceInputsCache;
  /** Checks pages of saved formulas off the event loop (issue 34); started at the first page, ended by stop. */
  verdictWorker: VerdictWorker | null;
  /** Waits for spare CPU before each chunk of new verdict checks (paceVerdictWork), or null: no wait. */
  paceVerdictWork: (() => Promise<unknown>) | null;
  /** Heavy requests (verdicts, a formula opened or saved, documents) run a few at a time (admission-gate.ts). */
  heavyRequests: Record<HeavyLane, AdmissionGate>;
  /** The reference library's search index in memory (ADR 009): built at start and after imports, per server. */
  materialIndex: MaterialIndex;
  /** Each user's own materials as a small search index, re-read every 30 s or at once after a change here. */
  ownMaterialIndexes: OwnMaterialIndexes;
  /** Market briefings on request, one in flight at a time. */
  briefings: Briefings;
  /** The database check behind /api/health, at most once a second. */
  databaseCheck: DatabaseCheck;
  /** Sessions as they begin (sign-in, sign-up): the running server warms the member's first screens. */
  sessionStarts: SessionStarts;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** The Drizzle database of this deployment (deps.database.db). */
    db: Database['db'];
    requestId: string;
    /** Set when the answer carries the API's security headers itself (apiJson in security-headers.ts). */
    apiHeadersIncluded: boolean;
    /** The signed-in user's id; set by loadSessionInto, read only behind ensureUser (never on a public route). */
    userId: string;
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
    isAdmin: boolean;
    /**
     * The session's entry in the read cache (embedded database only), under which its workspace and hottest answers
     * are kept (ReadCache.getIn); unset without a cache, a session or with an API key.
     */
    readScope?: object;
    /** The session's active workspace and role, once a route asked for it (getRequestWorkspace). */
    workspace?: ActiveWorkspace;
    /** The API key the request was authenticated with instead of a session (ADR 038), if any. */
    apiKey?: RequestApiKey;
    /** The routes of a composed answer and the one that answered (compose-handlers.ts), when the router composed it. */
    composedRoutes?: ComposedRoutes;
  };
};

/** Handlers behind ensureUser (default deny) see a user that is never null. */
export type AuthedEnv = AppEnv & { Variables: { user: SessionUser } };
