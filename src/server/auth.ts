import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { Db } from './db/client.ts';
import { eq } from 'drizzle-orm';
import { consumeRateLimit } from './lib/consume-rate-limit.ts';
import { accounts, profiles, rateLimits, sessions, subscribers, users, verifications } from './db/schema/index.ts';
import type { Env } from './env.ts';
import { trustedOrigins } from './lib/check-origin.ts';
import type { Mailer } from './lib/mailer.ts';
import { ensurePersonalWorkspace } from './features/workspaces/personal-workspace.ts';
import { workspaceSso } from './features/workspaces/sso-sign-in.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createPasswordHashing, type PasswordHashing } from './lib/password-hashing.ts';
import type { SessionStarts } from './lib/session-starts.ts';

export const CLIENT_IP_HEADER = 'x-sillage-client-ip';
const SESSION_DAYS = 7;

/**
 * The server secret signs sessions and seals API keys. It comes from BETTER_AUTH_SECRET, or is generated once
 * and kept in the data folder (set it explicitly when several servers share one PostgreSQL database).
 */
export function resolveServerSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.join(env.dataDir, 'server-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createAuth(options: {
  db: Db;
  env: Env;
  mailer: Mailer;
  secret: string;
  /** better-auth's scrypt, one at a time, unless a test's app passes a cheaper one (tests/setup/test-app.ts). */
  passwordHashing?: PasswordHashing;
  /** Told of every session as it begins (the running server warms the member's first screens). */
  sessionStarts?: SessionStarts;
}) {
  const { db, env, mailer } = options;
  const isHttps = env.publicUrl.startsWith('https://');
  // Set once the instance exists: a sign-up with an ADMIN_EMAILS address is sent its verification link at once.
  const late: { sendVerification?: (email: string) => Promise<void> } = {};
  const passwordHashing = options.passwordHashing ?? createPasswordHashing();
  const auth = betterAuth({
    appName: 'Sillage',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: env.REQUIRE_EMAIL_CONFIRMATION,
      revokeSessionsOnPasswordReset: true,
      // better-auth's scrypt, one at a time: each holds 32 MB while it runs (ADR 045).
      password: { hash: passwordHashing.hash, verify: passwordHashing.verify },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Sillage password',
          text: `Someone asked to reset the password of your Sillage account.\n\nChoose a new password here (the link is valid for one hour):\n${url}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
          html: `<p>Someone asked to reset the password of your Sillage account.</p><p><a href="${url}">Choose a new password</a> (the link is valid for one hour).</p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: env.REQUIRE_EMAIL_CONFIRMATION,
      autoSignInAfterVerification: true,
      // ADMIN_EMAILS grants admin only to whoever proves the address: here, once it is verified.
      afterEmailVerification: async (user) => {
        if (user.emailVerified && env.adminEmails.includes(user.email.toLowerCase())) {
          await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id));
        }
      },
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Confirm your e-mail for Sillage',
          text: `Welcome to Sillage.\n\nConfirm your e-mail address to sign in:\n${url}`,
          html: `<p>Welcome to Sillage.</p><p><a href="${url}">Confirm your e-mail address</a> to sign in.</p>`,
        });
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      // One increment-and-read statement per request, the key (address and path) stored only as a hash.
      customStorage: {
        consume: async (key, rule) => {
          const result = await consumeRateLimit(db, 'auth', key, {
            max: rule.max,
            windowMs: rule.window * 1000,
            secret: env.BETTER_AUTH_SECRET,
          });
          return { allowed: result.allowed, retryAfter: result.allowed ? null : result.retryAfterSeconds };
        },
      },
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: env.SIGN_IN_RATE_LIMIT },
        '/sign-up/email': { window: 60, max: 60 },
        '/request-password-reset': { window: 60, max: 10 },
      },
    },
    advanced: {
      // A session and its user in one statement (db/schema/auth.ts's relations): every request looks its session up.
      database: { joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
    },
    databaseHooks: {
      session: {
        create: {
          // The client address is read for the per-address rate limits only: a session never stores it.
          before: async (session) => ({ data: { ...session, ipAddress: null } }),
          // Sessions are deleted at sign-out: the last sign-in is kept on the profile (admin dashboard).
          after: async (session) => {
            const now = new Date();
            await db
              .insert(profiles)
              .values({ userId: session.userId, lastSignInAt: now })
              .onConflictDoUpdate({ target: profiles.userId, set: { lastSignInAt: now } });
            options.sessionStarts?.notify(session.userId);
          },
        },
      },
      user: {
        create: {
          // Nobody is admin at sign-up: an ADMIN_EMAILS address becomes admin when it is verified (above).
          before: async (user) => ({ data: { ...user, role: 'user' } }),
          after: async (user) => {
            // Every account works in a workspace: its personal one from the start (ADR 033).
            await ensurePersonalWorkspace(db, user);
            if (env.PLAN_FOR_NEW_USERS !== 'free') {
              await db
                .insert(subscribers)
                .values({
                  email: user.email.toLowerCase(),
                  userId: user.id,
                  subscribed: true,
                  subscriptionTier: env.PLAN_FOR_NEW_USERS,
                  source: 'signup',
                })
                .onConflictDoNothing();
            }
            if (
              env.adminEmails.includes(user.email.toLowerCase()) &&
              !user.emailVerified &&
              !env.REQUIRE_EMAIL_CONFIRMATION
            ) {
              await late.sendVerification?.(user.email);
            }
          },
        },
      },
    },
    plugins: [
      admin({
        defaultRole: 'user',
        adminRoles: ['admin', 'super_admin'],
        roles: { user: userAc, admin: adminAc, super_admin: adminAc },
      }),
      // A workspace's own OpenID Connect provider for its e-mail domain (issue 30 item 7, ADR 039).
      workspaceSso({
        db,
        secretBox: createSecretBox(options.secret),
        adminEmails: env.adminEmails,
        allowedHosts: env.fetchAllowedHosts,
      }),
    ],
  });
  late.sendVerification = async (email) => {
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: '/dashboard' } });
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
