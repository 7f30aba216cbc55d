import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';

export type FakeOidcUser = { sub: string; email: string; name?: string; emailVerified?: boolean };

export type FakeOidcProvider = {
  /** http://127.0.0.1:PORT: discovery at /.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the authorize endpoint signs in next (it auto-approves). */
  signInAs: (user: FakeOidcUser) => void;
  /** The logouts the end_session_endpoint accepted: whose id_token_hint, and where it sent the browser back. */
  logouts: () => Array<{ sub: string; postLogoutRedirectUri: string }>;
  /** The token requests, as received (form fields and the Basic client credentials). */
  tokenRequests: () => Array<{ fields: Record<string, string>; clientId: string; clientSecret: string }>;
  close: () => Promise<void>;
};

/**
 * An OpenID Connect provider on loopback (authorization-code flow with PKCE): the discovery document, a JWKS with one
 * RS256 key, an authorize endpoint that approves at once (302 back with a code), and a token endpoint that checks
 * the client credentials (Basic), the redirect URI and the PKCE verifier before issuing a signed id_token. `audience`
 * and `nonce` can be overridden to play a provider that issues a token for someone else. Its end_session_endpoint
 * (RP-Initiated Logout 1.0, left out of discovery with `endSession: false`) accepts only an id_token_hint it signed
 * for this client, and sends the browser back to post_logout_redirect_uri (400 otherwise).
 */
export async function startFakeOidcProvider(
  options: { tamper?: { audience?: string; nonce?: string; email?: string }; endSession?: boolean } = {},
): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
  const clientId = 'sillage-test-client';
  const clientSecret = randomBytes(12).toString('hex');
  const codes = new Map<
    string,
    { user: FakeOidcUser; challenge: string; redirectUri: string; nonce: string; clientId: string }
  >();
  const tokenRequests: Array<{ fields: Record<string, string>; clientId: string; clientSecret: string }> = [];
  const logouts: Array<{ sub: string; postLogoutRedirectUri: string }> = [];
  let nextUser: FakeOidcUser = { sub: 'user-1', email: 'jeanne@acme.test' };
  let issuer = '';

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        ...(options.endSession === false ? {} : { end_session_endpoint: `${issuer}/logout` }),
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return send(response, 200, { keys: [jwk] });
    if (url.pathname === '/logout' && options.endSession !== false) {
      const hint = url.searchParams.get('id_token_hint') ?? '';
      const back = url.searchParams.get('post_logout_redirect_uri') ?? '';
      void jwtVerify(hint, publicKey, { issuer, audience: clientId, clockTolerance: '1h' })
        .then(({ payload }) => {
          if (!back || (url.searchParams.get('client_id') ?? clientId) !== clientId) throw new Error('bad request');
          logouts.push({ sub: payload.sub ?? '', postLogoutRedirectUri: back });
          response.writeHead(302, { location: back });
          response.end();
        })
        .catch(() => send(response, 400, { error: 'invalid_request' }));
      return;
    }
    if (url.pathname === '/authorize') {
      const query = url.searchParams;
      const redirectUri = query.get('redirect_uri') ?? '';
      if (
        query.get('response_type') !== 'code' ||
        query.get('client_id') !== clientId ||
        query.get('code_challenge_method') !== 'S256' ||
        !redirectUri
      )
        return send(response, 400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        user: nextUser,
        challenge: query.get('code_challenge') ?? '',
        redirectUri,
        nonce: query.get('nonce') ?? '',
        clientId,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void (async () => {
          const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
          const [id, secret] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
            .toString('utf8')
            .split(':')
            .map((part) => decodeURIComponent(part));
          tokenRequests.push({ fields, clientId: id ?? '', clientSecret: secret ?? '' });
          const grant = codes.get(fields.code ?? '');
          codes.delete(fields.code ?? '');
          if (id !== clientId || secret !== clientSecret) return send(response, 401, { error: 'invalid_client' });
          const challenge = createHash('sha256')
            .update(fields.code_verifier ?? '')
            .digest('base64url');
          if (!grant || grant.redirectUri !== fields.redirect_uri || grant.challenge !== challenge)
            return send(response, 400, { error: 'invalid_grant' });
          const idToken = await new SignJWT({
            email: options.tamper?.email ?? grant.user.email,
            email_verified: grant.user.emailVerified ?? true,
            name: grant.user.name,
            nonce: options.tamper?.nonce ?? grant.nonce,
          })
            .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
            .setIssuer(issuer)
            .setSubject(grant.user.sub)
            .setAudience(options.tamper?.audience ?? grant.clientId)
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(privateKey);
          send(response, 200, {
            access_token: 'fake-access',
            token_type: 'Bearer',
            expires_in: 300,
            id_token: idToken,
          });
        })();
      });
      return;
    }
    send(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (user) => {
      nextUser = user;
    },
    tokenRequests: () => [...tokenRequests],
    logouts: () => [...logouts],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
