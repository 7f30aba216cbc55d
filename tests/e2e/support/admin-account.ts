import { expect, type APIRequestContext } from '@playwright/test';
import { MeSchema, readJson, readOutbox } from './read-json.ts';

/** The admin of the e2e server (ADMIN_EMAILS in playwright.config.ts), shared by the journeys that need it. */
export const ADMIN_EMAIL = 'admin@sillage.test';
/**
 * Admins of their own for journeys that change the admin's settings (an AI provider) and must not see another
 * journey's, running in parallel (also listed in ADMIN_EMAILS).
 */
export const OWN_ADMIN_EMAILS = { wizard: 'wizard-admin@sillage.test', illustrator: 'illustrator-admin@sillage.test' };
export const ADMIN_PASSWORD = 'labdanum-resin-7';

/**
 * An ADMIN_EMAILS address is admin only once verified: follow the verification link its sign-up put in the
 * outbox (read through the test-only /api/test/outbox), as its owner would from their mailbox.
 */
async function verifyAdminAddress(request: APIRequestContext, email: string): Promise<void> {
  const me = await request.get('/api/me');
  if (me.ok() && (await readJson(me, MeSchema)).isAdmin) return;
  await expect
    .poll(async () => {
      const messages = await readOutbox(request, email);
      const link = messages.map((message) => /https?:\/\/\S*verify-email\S*/.exec(message.text)?.[0]).find(Boolean);
      if (!link) return 'no link yet';
      const url = new URL(link);
      await request.get(url.pathname + url.search, { maxRedirects: 0 });
      const after = await request.get('/api/me');
      return after.ok() && (await readJson(after, MeSchema)).isAdmin ? 'admin' : 'not admin';
    })
    .toBe('admin');
}

/** Signs the admin up, or in when another journey already did, in this request context, and verifies the address. */
export async function signInAsAdmin(request: APIRequestContext, email = ADMIN_EMAIL): Promise<void> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: ADMIN_PASSWORD, name: 'Admin' },
  });
  if (!signUp.ok()) {
    const signIn = await request.post('/api/auth/sign-in/email', {
      data: { email, password: ADMIN_PASSWORD },
    });
    expect(signIn.ok(), `${email} could not sign in (${signIn.status()})`).toBe(true);
  }
  await verifyAdminAddress(request, email);
}

/** The administrator raises (or lowers) a user's plan through PUT /api/admin/users/{id}/plan, in its own context. */
export async function setPlanAsAdmin(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  userId: string,
  tier: 'free' | 'basic' | 'premium' | 'enterprise',
): Promise<void> {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInAsAdmin(admin);
    const response = await admin.put(`/api/admin/users/${userId}/plan`, { data: { tier } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
