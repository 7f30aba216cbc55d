import { createHash, randomBytes } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { z } from 'zod';
import { hasFeature } from '../../../domain/subscriptions/plans.ts';
import { describeSsoRequired, findEmailDomain, normalizeIssuer } from '../../../domain/workspaces/sso.ts';
import type { Db } from '../../db/client.ts';
import { workspaceMembers, workspaceSsoProviders } from '../../db/schema/index.ts';
import { createBoundedFetch } from '../../lib/fetch-public.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { findWorkspaceTier } from './workspace-plan.ts';

/**
 * Sign-in through a workspace's OpenID Connect provider (issue 30 item 7, ADR 039): the authorization-code flow with
 * PKCE, S256, a nonce and a one-time state kept in better-auth's verification table for ten minutes. The provider's
 * discovery document, token endpoint and keys are fetched under the outgoing-fetch rule (public addresses, or
 * FETCH_ALLOWED_HOSTS). A password sign-in or sign-up for an address of a domain set on an Enterprise workspace
 * is refused (403, code SSO_REQUIRED) with the path that signs in through the provider instead.
 */

type SsoOptions = { db: Db; secretBox: SecretBox; adminEmails: readonly string[]; allowedHosts: readonly string[] };
type ProviderRow = typeof workspaceSsoProviders.$inferSelect;
type Discovery = z.infer<typeof DiscoverySchema>;

const STATE_MINUTES = 10;
const PASSWORD_PATHS = new Set(['/sign-in/email', '/sign-up/email']);

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  /** OpenID Connect RP-Initiated Logout 1.0 §2.1: where the provider ends its own session, when it offers that. */
  end_session_endpoint: z.url().optional(),
});
const TokenSchema = z.object({ id_token: z.string().min(1) });
const ClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(3),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  nonce: z.string().optional(),
});
const StateSchema = z.object({
  workspaceId: z.uuid(),
  verifier: z.string(),
  nonce: z.string(),
  callbackURL: z.string(),
});

/** What a session made through the provider keeps for signing out there too (verification table, per session). */
const SsoSessionSchema = z.object({ workspaceId: z.uuid(), idToken: z.string().min(1) });
const ssoSessionKey = (sessionToken: string) => `sso-session:${sessionToken}`;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A same-site path to land on after sign-in; anything else lands on the dashboard. */
function safeCallback(value: string | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/dashboard';
}

/** The provider that signs in the domain of `email`, when its workspace's plan still has single sign-on. */
async function findDomainProvider(options: SsoOptions, email: string): Promise<ProviderRow | null> {
  const domain = findEmailDomain(email);
  if (!domain) return null;
  const [row] = await options.db
    .select()
    .from(workspaceSsoProviders)
    .where(eq(workspaceSsoProviders.emailDomain, domain));
  if (!row) return null;
  const tier = await findWorkspaceTier(options.db, options.adminEmails, row.workspaceId, new Date());
  return hasFeature(tier, 'sso') ? row : null;
}

/** The path that starts a sign-in through the provider of this address's domain. */
export function ssoStartPath(email: string): string {
  return `/api/auth/sso/start?email=${encodeURIComponent(email)}`;
}

export function workspaceSso(options: SsoOptions) {
  const boundedFetch = createBoundedFetch({
    addresses: 'public',
    allowedHosts: options.allowedHosts,
    maxBytes: 256 * 1024,
    timeoutMs: 10_000,
  });

  async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
    const response = await boundedFetch(url, init);
    if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
    return response.json();
  }

  async function discover(provider: ProviderRow): Promise<Discovery> {
    const document = DiscoverySchema.parse(
      await fetchJson(`${provider.issuer}/.well-known/openid-configuration`, {
        headers: { accept: 'application/json' },
      }),
    );
    // OpenID Connect Discovery 1.0 §4.3: the document's issuer is exactly the one it was fetched for.
    if (normalizeIssuer(document.issuer) !== provider.issuer)
      throw new Error('the discovery document names another issuer');
    return document;
  }

  /**
   * The provider's logout URL for a session made through it (what the callback kept), when the provider's discovery
   * document has an end_session_endpoint (RP-Initiated Logout 1.0 §2: id_token_hint, post_logout_redirect_uri to
   * our sign-in page, client_id), else null.
   */
  async function findProviderLogoutUrl(stored: string, baseURL: string): Promise<string | null> {
    const { workspaceId, idToken } = SsoSessionSchema.parse(JSON.parse(stored));
    const [provider] = await options.db
      .select()
      .from(workspaceSsoProviders)
      .where(eq(workspaceSsoProviders.workspaceId, workspaceId));
    if (!provider) return null;
    const discovery = await discover(provider);
    if (!discovery.end_session_endpoint) return null;
    const url = new URL(discovery.end_session_endpoint);
    url.searchParams.set('id_token_hint', idToken);
    url.searchParams.set('post_logout_redirect_uri', new URL('/login', baseURL).toString());
    url.searchParams.set('client_id', provider.clientId);
    return url.toString();
  }

  return {
    id: 'sillage-workspace-sso',
    hooks: {
      before: [
        {
          matcher: (context) => PASSWORD_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            if (typeof email !== 'string') return;
            const provider = await findDomainProvider(options, email);
            if (!provider) return;
            throw new APIError('FORBIDDEN', {
              code: 'SSO_REQUIRED',
              message: describeSsoRequired(provider.displayName),
              provider: provider.displayName,
              ssoUrl: ssoStartPath(email),
            });
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === '/sign-out',
          handler: createAuthMiddleware(async (ctx) => {
            const sessionToken = await ctx.getSignedCookie(
              ctx.context.authCookies.sessionToken.name,
              ctx.context.secret,
            );
            if (!sessionToken) return;
            const stored = await ctx.context.internalAdapter.consumeVerificationValue(ssoSessionKey(sessionToken));
            if (!stored) return;
            let url: string | null = null;
            try {
              url = await findProviderLogoutUrl(stored.value, ctx.context.baseURL);
            } catch (cause) {
              // The local sign-out stands; the provider's session is left to the provider.
              ctx.context.logger.warn('single sign-on logout URL not made', { reason: String(cause) });
            }
            // better-auth's own answer for a provider logout ({ success, url, redirect }): the client follows url.
            if (url) return ctx.json({ success: true, url, redirect: false });
          }),
        },
      ],
    },
    endpoints: {
      ssoStart: createAuthEndpoint(
        '/sso/start',
        {
          method: 'GET',
          query: z.object({ email: z.string().trim().max(320), callbackURL: z.string().max(500).optional() }),
        },
        async (ctx) => {
          const provider = await findDomainProvider(options, ctx.query.email);
          if (!provider)
            throw new APIError('NOT_FOUND', { message: 'No single sign-on is set for the domain of this address.' });
          let discovery: Discovery;
          try {
            discovery = await discover(provider);
          } catch {
            throw new APIError('BAD_GATEWAY', {
              message: `${provider.displayName} could not be reached: ask your workspace's owner to check the issuer URL.`,
            });
          }
          const verifier = base64url(randomBytes(32));
          const state = base64url(randomBytes(24));
          const nonce = base64url(randomBytes(16));
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: `sso-state:${state}`,
            value: JSON.stringify({
              workspaceId: provider.workspaceId,
              verifier,
              nonce,
              callbackURL: safeCallback(ctx.query.callbackURL),
            }),
            expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
          });
          const url = new URL(discovery.authorization_endpoint);
          url.search = new URLSearchParams({
            response_type: 'code',
            client_id: provider.clientId,
            redirect_uri: `${ctx.context.baseURL}/sso/callback`,
            scope: 'openid email profile',
            state,
            nonce,
            code_challenge: base64url(createHash('sha256').update(verifier).digest()),
            code_challenge_method: 'S256',
            login_hint: ctx.query.email,
          }).toString();
          throw ctx.redirect(url.toString());
        },
      ),
      ssoCallback: createAuthEndpoint(
        '/sso/callback',
        {
          method: 'GET',
          query: z.object({
            code: z.string().max(2000).optional(),
            state: z.string().max(200).optional(),
            error: z.string().max(200).optional(),
          }),
        },
        async (ctx) => {
          const refuse = (message: string) => {
            throw ctx.redirect(`/login?sso_error=${encodeURIComponent(message)}`);
          };
          const { code, state, error } = ctx.query;
          if (error || !code || !state) return refuse('The sign-in through your organisation was cancelled.');
          const stored = await ctx.context.internalAdapter.consumeVerificationValue(`sso-state:${state}`);
          const parsedState = stored ? StateSchema.safeParse(JSON.parse(stored.value)) : null;
          if (!parsedState?.success) return refuse('This sign-in link has expired: start again.');
          const { workspaceId, verifier, nonce, callbackURL } = parsedState.data;
          const [provider] = await options.db
            .select()
            .from(workspaceSsoProviders)
            .where(eq(workspaceSsoProviders.workspaceId, workspaceId));
          if (!provider) return refuse('Single sign-on is no longer set for this workspace.');

          let claims: z.infer<typeof ClaimsSchema>;
          let idToken: string;
          try {
            const discovery = await discover(provider);
            const secret = options.secretBox.open(provider.clientSecret);
            const basic = Buffer.from(
              `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(secret)}`,
            ).toString('base64');
            const token = TokenSchema.parse(
              await fetchJson(discovery.token_endpoint, {
                method: 'POST',
                headers: {
                  authorization: `Basic ${basic}`,
                  'content-type': 'application/x-www-form-urlencoded',
                  accept: 'application/json',
                },
                body: new URLSearchParams({
                  grant_type: 'authorization_code',
                  code,
                  redirect_uri: `${ctx.context.baseURL}/sso/callback`,
                  code_verifier: verifier,
                }).toString(),
              }),
            );
            idToken = token.id_token;
            const keys = (await fetchJson(discovery.jwks_uri)) as JSONWebKeySet;
            // OpenID Connect Core 1.0 §3.1.3.7: signature, issuer, audience, expiry, then the nonce.
            const { payload } = await jwtVerify(token.id_token, createLocalJWKSet(keys), {
              issuer: discovery.issuer,
              audience: provider.clientId,
            });
            claims = ClaimsSchema.parse(payload);
            if (claims.nonce !== nonce) throw new Error('nonce mismatch');
          } catch (cause) {
            ctx.context.logger.warn('single sign-on failed', { workspaceId, reason: String(cause) });
            return refuse(
              `${provider.displayName} did not confirm who you are: try again or ask your workspace's owner.`,
            );
          }
          const email = claims.email.toLowerCase();
          if (findEmailDomain(email) !== provider.emailDomain || claims.email_verified === false)
            return refuse(`${provider.displayName} signed in an address outside ${provider.emailDomain}.`);

          const providerId = `sso:${workspaceId}`;
          const found = await ctx.context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
          let user = found?.user;
          if (!user) {
            user = await ctx.context.internalAdapter.createUser(
              {
                email,
                name: claims.name?.trim() || email.split('@')[0]!,
                emailVerified: true,
              },
              { method: 'sso-oidc', sso: { providerId, profile: claims } },
            );
          }
          const linked = found?.accounts.some((account) => account.providerId === providerId) ?? false;
          if (found && !linked) {
            // An account made before single sign-on is taken over only if it is a member of the workspace already.
            const [member] = await options.db
              .select({ role: workspaceMembers.role })
              .from(workspaceMembers)
              .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, found.user.id)));
            if (!member)
              return refuse(
                `Your Sillage account is not a member of this workspace yet: ask its owner to invite ${email} first.`,
              );
          }
          if (!linked) {
            await ctx.context.internalAdapter.linkAccount({ userId: user.id, providerId, accountId: claims.sub });
          }
          await options.db
            .insert(workspaceMembers)
            .values({ workspaceId, userId: user.id, role: 'viewer' })
            .onConflictDoNothing();
          const session = await ctx.context.internalAdapter.createSession(user.id);
          // Signing out of this session also offers the provider's logout (RP-Initiated Logout), with this id_token.
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: ssoSessionKey(session.token),
            value: JSON.stringify({ workspaceId, idToken }),
            expiresAt: session.expiresAt,
          });
          await setSessionCookie(ctx, { session, user });
          throw ctx.redirect(callbackURL);
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
