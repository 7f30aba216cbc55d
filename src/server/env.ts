import { z } from 'zod';
import path from 'node:path';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Folder of the embedded database, its lock and its backups. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… runs on a PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
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
   * screen and `npm run data:fetch` download from instead of each file's public source. Must join the outbound
   * allow-list (FETCH_ALLOWED_HOSTS) when that lands.
   */
  REFERENCE_DATA_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** false skips the non-commercial and internal-use-only reference datasets (see their SOURCE.md). */
  REFERENCE_DATA_ALLOW_NONCOMMERCIAL: z.enum(['true', 'false', '1', '0', '']).optional().transform((value) => value !== 'false' && value !== '0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sign-in attempts allowed per client address per minute. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Hours between automatic backups of the embedded database; 0 turns them off. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(24),
});

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  adminEmails: string[];
  publicUrl: string;
};

/** The only place that reads process.env: parsed once, fails fast with a readable message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    adminEmails: env.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}
