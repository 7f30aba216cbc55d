import { z } from 'zod';
import path from 'node:path';
import { parseAllowedHosts } from './lib/fetch-public.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);
/** An optional string where an empty value counts as unset. */
const optionalSecret = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The interface to listen on: localhost only unless set (0.0.0.0 for every interface, e.g. in a container). */
  HOST: z.string().default('127.0.0.1'),
  /** Folder of the embedded database, its lock and its backups. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… runs on a PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /** Connections of the server's main pool on PostgreSQL (with DATABASE_URL; README "Several app servers"). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Public address of the app, used in e-mail links. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  REQUIRE_EMAIL_CONFIRMATION: booleanFlag,
  /** Comma-separated e-mails that are admins. */
  ADMIN_EMAILS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sillage <no-reply@sillage.local>'),
  /** Reference datasets folder; set, it is imported on the first start. Empty counts as unset (imports then read ../shared/data). */
  REFERENCE_DATA_DIR: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /**
   * A mirror of the reference datasets (`<url>/<dataset>/<file>`, the names of ../shared/data) that the setup
   * screen and `npm run data:fetch` download from instead of each file's public source. A private address must be
   * in FETCH_ALLOWED_HOSTS.
   */
  REFERENCE_DATA_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** false skips the non-commercial and internal-use-only reference datasets (see their SOURCE.md). */
  REFERENCE_DATA_ALLOW_NONCOMMERCIAL: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sign-in attempts allowed per client address per minute. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Comma-separated hosts or addresses that feeds and vendor catalogues may fetch although not public (tests: 127.0.0.1). */
  FETCH_ALLOWED_HOSTS: z.string().default(''),
  /** Comma-separated DNS servers (address or address:port) asked for a single sign-on domain's TXT proof; empty: the system's. */
  SSO_DNS_SERVERS: z.string().default(''),
  /**
   * The address of a reverse proxy in front of the app (comma-separated for several). Only a request whose socket
   * comes from one of them has its X-Forwarded-For read for the client address; unset, the socket's address counts.
   */
  TRUSTED_PROXY: z.string().default(''),
  /** Failed sign-ins allowed per account (e-mail) per 15 minutes, from any address; then 429 until the window ends. */
  SIGN_IN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Feedback items one user may send per hour; then 429 (a flood of the administrators' board). */
  FEEDBACK_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Usage records all visitors without an account may add per day together (every server counts in one table); past
   * it their events are only counted. At most this many times the retention period in days is ever stored.
   */
  TRACKING_ANONYMOUS_RECORDS_PER_DAY: z.coerce.number().int().min(0).max(10_000_000).default(10_000),
  /** Bytes of formulas and versions one user may store. */
  USER_STORAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  /** Hours between automatic backups of the embedded database; 0 turns them off. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(24),
  /** The plan every new account starts on (a private install may give everyone a plan). */
  PLAN_FOR_NEW_USERS: z.enum(['free', 'basic', 'premium', 'enterprise']).default('free'),
  /** Stripe: both keys set turn online payment on (Checkout, the customer portal, webhooks). */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Stripe price ids of the four purchasable offers. */
  STRIPE_PRICE_BASIC_MONTHLY: optionalText,
  STRIPE_PRICE_BASIC_YEARLY: optionalText,
  STRIPE_PRICE_PREMIUM_MONTHLY: optionalText,
  STRIPE_PRICE_PREMIUM_YEARLY: optionalText,
  /** Another Stripe API address (tests and offline development point it at tests/fakes/stripe-server.ts). */
  STRIPE_API_BASE: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Seconds between news fetches (one run per period across every server). */
  NEWS_REFRESH_SECONDS: z.coerce.number().int().min(1).default(1800),
  /** A running job whose server has been silent this long is taken over by another server. */
  JOB_LEASE_SECONDS: z.coerce.number().min(1).default(60),
  /** Recurring jobs (news, scheduled scrapers, backups): on by default, off by default when NODE_ENV=test. */
  JOB_SCHEDULES: z.enum(['true', 'false', '1', '0', '']).optional(),
  /** The instance's AI keys, used for users who have not stored their own (never sent to a browser or a log). */
  AI_OPENAI_API_KEY: optionalSecret,
  AI_ANTHROPIC_API_KEY: optionalSecret,
  AI_GOOGLE_API_KEY: optionalSecret,
  AI_MISTRAL_API_KEY: optionalSecret,
  AI_COHERE_API_KEY: optionalSecret,
  AI_DEEPSEEK_API_KEY: optionalSecret,
  AI_TOGETHER_API_KEY: optionalSecret,
  AI_OPENROUTER_API_KEY: optionalSecret,
  AI_PERPLEXITY_API_KEY: optionalSecret,
  /** The instance's OpenAI-compatible endpoint (Ollama, LM Studio, vLLM), for users who have not set their own. */
  AI_COMPATIBLE_BASE_URL: optionalSecret,
  AI_COMPATIBLE_API_KEY: optionalSecret,
  /** The instance's provider for users who chose none that is connected: one of the text providers, e.g. compatible. */
  AI_DEFAULT_PROVIDER: optionalSecret,
  /** Bytes one AI provider answer may have (JSON, a streamed answer, an image as base64); past it the call fails. */
  AI_RESPONSE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(16 * 1024 * 1024),
  /** Dollars per user per month that calls on the instance's own AI keys may cost (the user's limit can only lower it). */
  AI_INSTANCE_COST_LIMIT_PER_MONTH: z.coerce.number().min(0).max(100_000).default(10),
  /**
   * The longest the verdicts of a page not seen before wait for spare CPU before each chunk (issue 34, ADR 070): while
   * the cores are saturated the list and the searches go first. 1000 by default, 0 (no wait) by default when
   * NODE_ENV=test.
   */
  VERDICT_PACING_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Every this many ms the server writes a sample of its memory to standard output (bench:house); 0: never. */
  MEMORY_SAMPLE_MS: z.coerce.number().int().min(0).default(0),
  /** Seconds one AI provider call may take, stream included. */
  AI_CALL_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(180),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'JOB_SCHEDULES' | 'VERDICT_PACING_MAX_WAIT_MS'> & {
  /** JOB_SCHEDULES resolved against NODE_ENV. */
  hasJobSchedules: boolean;
  /** VERDICT_PACING_MAX_WAIT_MS resolved against NODE_ENV. */
  verdictPacingMaxWaitMs: number;
  dataDir: string;
  adminEmails: string[];
  publicUrl: string;
  fetchAllowedHosts: string[];
  trustedProxies: string[];
  ssoDnsServers: string[];
};

/** The only place that reads process.env: parsed once, fails fast with a readable message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const { JOB_SCHEDULES, VERDICT_PACING_MAX_WAIT_MS, ...env } = parsed.data;
  return {
    ...env,
    verdictPacingMaxWaitMs: VERDICT_PACING_MAX_WAIT_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000),
    hasJobSchedules: JOB_SCHEDULES ? JOB_SCHEDULES === 'true' || JOB_SCHEDULES === '1' : env.NODE_ENV !== 'test',
    dataDir: path.resolve(env.DATA_DIR),
    adminEmails: env.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    fetchAllowedHosts: parseAllowedHosts(env.FETCH_ALLOWED_HOSTS),
    trustedProxies: env.TRUSTED_PROXY.split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    ssoDnsServers: env.SSO_DNS_SERVERS.split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  };
}
