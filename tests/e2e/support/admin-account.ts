import { expect, type APIRequestContext } from '@playwright/test';

/** The one admin of the e2e server (ADMIN_EMAILS in playwright.config.ts), shared by the journeys that need it. */
export const ADMIN_EMAIL = 'admin@sillage.test';
export const ADMIN_PASSWORD = 'labdanum-resin-7';

/** Signs the admin up, or in when another journey already did, in this request context. */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const signUp = await request.post('/api/auth/sign-up/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Admin' } });
  if (signUp.ok()) return;
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(signIn.ok(), `${ADMIN_EMAIL} could not sign in (${signIn.status()})`).toBe(true);
}
