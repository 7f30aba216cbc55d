import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { signUpAdmin } from '../../../../tests/setup/make-admin.ts';
import { CONTACT_LIMITS } from '../../../domain/feedback/limit-contact-messages.ts';
import { contactMessages, outbox, rateLimits } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const roleAdmin = await signUpAdmin(ctx);
const listAdmin = await ctx.signUp('admin@sillage.test');

const message = (change: Record<string, unknown> = {}) => ({
  name: 'Germaine Cellier',
  email: `germaine-${randomUUID()}@example.com`,
  topic: 'compliance',
  subject: 'Category 4 limit',
  message: 'Which amendment does the Category 4 limit follow?',
  ...change,
});

const send = (json: unknown, cookie?: string) => ctx.request('/api/contact', { method: 'POST', json, cookie });

beforeEach(async () => {
  // Each test starts with fresh windows (the all-visitors one is shared across the file).
  await db.delete(rateLimits).where(like(rateLimits.key, 'contact:%'));
});

describe('POST /api/contact', () => {
  it('stores a visitor’s message and mails it to every admin (ADMIN_EMAILS and admin roles)', async () => {
    const sent = message({ page: '/support' });
    const response = await send(sent);
    expect(response.status).toBe(201);
    const { message: created } = await readJson(
      response,
      z.looseObject({ message: z.looseObject({ id: z.string() }) }),
    );
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, created.id));
    expect(row).toMatchObject({
      name: sent.name,
      email: sent.email,
      topic: 'compliance',
      page: '/support',
      status: 'new',
      userId: null,
    });
    expect(row?.mailedAt).toBeInstanceOf(Date);
    const mails = await db.select().from(outbox).where(eq(outbox.subject, '[Sillage contact] Category 4 limit'));
    const forThisMessage = mails.filter((mail) => mail.text.includes(sent.email));
    expect(forThisMessage.map((mail) => mail.to).sort()).toEqual(
      ['admin@sillage.test', roleAdmin.email.toLowerCase()].sort(),
    );
    expect(forThisMessage[0]?.text).toContain('not signed in');
    expect(forThisMessage[0]?.text).toContain('/support');
  });

  it('records the signed-in sender', async () => {
    const user = await ctx.signUp();
    const response = await send(message({ email: user.email }), user.cookie);
    expect(response.status).toBe(201);
    const { message: created } = await readJson(
      response,
      z.looseObject({ message: z.looseObject({ id: z.string() }) }),
    );
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, created.id));
    expect(row?.userId).toBe(user.userId);
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['an invalid e-mail address', { email: 'germaine@' }, 'email'],
    ['an unknown topic', { topic: 'sales' }, 'topic'],
    ['a message too short', { message: 'help' }, 'message'],
  ])('answers 422 for %s and stores nothing', async (_, change, field) => {
    const before = await db.$count(contactMessages);
    const response = await send(message(change));
    expect(response.status).toBe(422);
    const body = await readJson(
      response,
      z.looseObject({
        error: z.looseObject({
          code: z.string(),
          details: z.looseObject({ issues: z.array(z.looseObject({ path: z.string() })) }),
        }),
      }),
    );
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.issues[0]?.path).toBe(field);
    expect(await db.$count(contactMessages)).toBe(before);
  });

  it('answers 429 after five messages an hour from one address, and stores no sixth', async () => {
    const email = `busy-${randomUUID()}@example.com`;
    for (let index = 0; index < CONTACT_LIMITS.perSender.max; index += 1) {
      expect((await send(message({ email }))).status).toBe(201);
    }
    const refused = await send(message({ email, subject: 'The sixth one' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    const body = await readError(refused);
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/try again in \d+ minutes?/);
    expect(await db.$count(contactMessages, eq(contactMessages.subject, 'The sixth one'))).toBe(0);
    // Another address is not held back by this one.
    expect((await send(message())).status).toBe(201);
  });

  it('limits a signed-in user by account, whatever address they type', async () => {
    const user = await ctx.signUp();
    for (let index = 0; index < CONTACT_LIMITS.perSender.max; index += 1) {
      expect((await send(message(), user.cookie)).status).toBe(201);
    }
    expect((await send(message(), user.cookie)).status).toBe(429);
  });

  it('caps all visitors together, so invented addresses cannot flood the admins', async () => {
    for (let index = 0; index < CONTACT_LIMITS.allVisitors.max; index += 1) {
      expect((await send(message())).status).toBe(201);
    }
    expect((await send(message())).status).toBe(429);
  });
});

describe('/api/admin/contact-messages', () => {
  it('lists the messages for an admin, newest first, and marks one answered', async () => {
    const sent = message({ subject: `Listed ${randomUUID()}` });
    expect((await send(sent)).status).toBe(201);
    const response = await ctx.request('/api/admin/contact-messages', { cookie: listAdmin.cookie });
    expect(response.status).toBe(200);
    const { messages } = await readJson(
      response,
      z.looseObject({
        messages: z.array(
          z.looseObject({ id: z.string(), subject: z.string(), status: z.string(), signedIn: z.boolean() }),
        ),
      }),
    );
    const listed = messages.find((item) => item.subject === sent.subject);
    expect(listed).toMatchObject({ status: 'new', signedIn: false });
    expect(messages[0]?.subject).toBe(sent.subject);

    const patched = await ctx.request(`/api/admin/contact-messages/${listed!.id}`, {
      method: 'PATCH',
      json: { status: 'answered' },
      cookie: roleAdmin.cookie,
    });
    expect(patched.status).toBe(200);
    const answered = await ctx.request('/api/admin/contact-messages?status=answered', { cookie: listAdmin.cookie });
    const body = await readJson(answered, z.looseObject({ messages: z.array(z.looseObject({ id: z.string() })) }));
    expect(body.messages.map((item) => item.id)).toContain(listed!.id);
  });

  it('answers 401 without a session and 403 for a user without the admin role', async () => {
    expect((await ctx.request('/api/admin/contact-messages')).status).toBe(401);
    const user = await ctx.signUp();
    expect((await ctx.request('/api/admin/contact-messages', { cookie: user.cookie })).status).toBe(403);
    const patch = await ctx.request(`/api/admin/contact-messages/${randomUUID()}`, {
      method: 'PATCH',
      json: { status: 'archived' },
      cookie: user.cookie,
    });
    expect(patch.status).toBe(403);
  });

  it('answers 422 for a bad status and 404 for a message that does not exist', async () => {
    const bad = await ctx.request(`/api/admin/contact-messages/${randomUUID()}`, {
      method: 'PATCH',
      json: { status: 'deleted' },
      cookie: roleAdmin.cookie,
    });
    expect(bad.status).toBe(422);
    const missing = await ctx.request(`/api/admin/contact-messages/${randomUUID()}`, {
      method: 'PATCH',
      json: { status: 'archived' },
      cookie: roleAdmin.cookie,
    });
    expect(missing.status).toBe(404);
  });
});
