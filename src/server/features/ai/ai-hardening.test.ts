import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { startHostileAiServer } from '../../../../tests/fakes/hostile-ai-server.ts';
import { AI_MESSAGE_MAX_CHARS } from '../../../domain/ai/clean-model-text.ts';
import { aiConversations, aiMessages, aiModelPrices, aiUsage } from '../../db/schema/index.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

// A small answer cap keeps the test fast; production's is AI_RESPONSE_MAX_BYTES (16 MB by default).
const { fake, ctx, db, aiUser } = await createAiTestContext({ AI_RESPONSE_MAX_BYTES: String(1024 * 1024) });
const hostile = await startHostileAiServer();
afterAll(() => hostile.close());
// An instance whose administrator allowed no private host (FETCH_ALLOWED_HOSTS empty).
const strict = await createAiTestContext({ FETCH_ALLOWED_HOSTS: '' });
// An instance with its own endpoint (the administrator's, so it may be private) and a $0.50 limit on it.
const instance = await createAiTestContext({
  AI_COMPATIBLE_BASE_URL: fake.url,
  AI_DEFAULT_PROVIDER: 'compatible',
  AI_INSTANCE_COST_LIMIT_PER_MONTH: '0.5',
});

const testConnection = (cookie: string) =>
  ctx.request('/api/ai/test-connection', { method: 'POST', cookie, json: { provider: 'compatible' } });

describe('a hostile AI endpoint', () => {
  it('an endless answer stops at the byte cap: the call fails with a sentence, the server stays up and small', async () => {
    const user = await aiUser({ baseUrl: hostile.url('huge') });
    const rssBefore = process.memoryUsage().rss;
    const results = await Promise.all(
      Array.from({ length: 3 }, async () => (await testConnection(user.cookie)).json()),
    );
    for (const result of results)
      expect(result).toMatchObject({
        ok: false,
        message: 'The provider’s answer was larger than Sillage accepts for one call; it was not read.',
      });
    expect((await ctx.request('/api/health')).status).toBe(200);
    // Three calls of an endless answer cost about the cap each, not what the endpoint would send.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    // The failed calls' reservations are given back.
    const rows = await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId));
    expect(rows.every((row) => row.settled && row.cost === 0)).toBe(true);
  });

  it('an endless streamed answer is cut at the message cap, cleaned of NUL, and the cut is said and stored', async () => {
    const user = await aiUser({ baseUrl: hostile.url('huge') });
    const response = await ctx.request('/api/ai/chat', {
      method: 'POST',
      cookie: user.cookie,
      json: { message: 'Tell me about linalool' },
    });
    expect(response.status).toBe(200);
    const events = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; delta?: string });
    expect(events.at(-1)?.type).toBe('done');
    const streamed = events.map((event) => event.delta ?? '').join('');
    expect(streamed.startsWith('Hello world.')).toBe(true);
    expect(streamed).toMatch(/The answer was cut here/);
    const [stored] = await db
      .select({ content: aiMessages.content })
      .from(aiMessages)
      .innerJoin(aiConversations, eq(aiConversations.id, aiMessages.conversationId))
      .where(and(eq(aiConversations.userId, user.userId), eq(aiMessages.role, 'assistant')));
    expect(stored!.content).not.toContain('\u0000');
    expect(stored!.content.length).toBeLessThanOrEqual(AI_MESSAGE_MAX_CHARS + 200);
    expect(stored!.content).toMatch(/The answer was cut here/);
    expect((await ctx.request('/api/health')).status).toBe(200);
  });

  it('test-connection never repeats the remote status or body, nor tells a closed port from an open one', async () => {
    const broken = await aiUser({ baseUrl: hostile.url('broken') });
    const brokenResult = await readJson(
      await testConnection(broken.cookie),
      z.looseObject({ ok: z.boolean(), message: z.string() }),
    );
    expect(brokenResult.ok).toBe(false);
    expect(brokenResult.message).not.toMatch(/500|exploded|10\.0\.0\.5/);

    const silent = net.createServer((socket) => socket.end('SSH-2.0-OpenSSH\r\n'));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const openPort = (silent.address() as net.AddressInfo).port;
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const open = await aiUser({ baseUrl: `http://127.0.0.1:${openPort}/v1` });
    const shut = await aiUser({ baseUrl: `http://127.0.0.1:${closedPort}/v1` });
    const openResult = await readJson(await testConnection(open.cookie), z.looseObject({ message: z.string() }));
    const shutResult = await readJson(await testConnection(shut.cookie), z.looseObject({ message: z.string() }));
    silent.close();
    expect(openResult.message).toBe(shutResult.message);
    expect(openResult.message).not.toContain(String(openPort));
  });
});

describe('SSRF through the AI base URL', () => {
  it.each([
    ['loopback by address', () => strict.fake.url],
    ['loopback by name', () => strict.fake.url.replace('127.0.0.1', 'localhost')],
    ['the cloud metadata address', () => 'http://169.254.169.254/v1'],
    ['a private network', () => 'http://10.0.0.5:8080/v1'],
  ])('a user’s base URL on %s is refused before anything is sent', async (_name, baseUrl) => {
    const user = await strict.aiUser({ baseUrl: baseUrl() });
    const result = await readJson(
      await strict.ctx.request('/api/ai/test-connection', {
        method: 'POST',
        cookie: user.cookie,
        json: { provider: 'compatible' },
      }),
      z.looseObject({ ok: z.boolean(), message: z.string() }),
    );
    expect(result).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The base URL is not a public address/),
    });
    const enrich = await strict.ctx.request(`/api/ai/materials/${strict.linaloolId}/enrich`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(enrich.status).toBe(502);
    expect(strict.fake.requests).toHaveLength(0);
  });

  it('the instance’s own endpoint, set by the administrator, may be private', async () => {
    const user = await instance.aiUser({ connected: false });
    const result = await instance.ctx.request('/api/ai/test-connection', {
      method: 'POST',
      cookie: user.cookie,
      json: { provider: 'compatible' },
    });
    expect(await result.json()).toMatchObject({ ok: true });
  });
});

describe('the monthly cost limit under concurrency', () => {
  it('10 parallel calls against a $1 limit spend at most $1 plus one call’s estimate', async () => {
    const user = await aiUser();
    await ctx.request('/api/settings', { method: 'PUT', cookie: user.cookie, json: { costLimitPerMonth: 1 } });
    // Each call reads 16,000 and writes 4,000 tokens at $12.50 per million: $0.25, its estimate too.
    await db
      .insert(aiModelPrices)
      .values({ provider: 'compatible', model: 'llama3.1', inputPerMillion: 12.5, outputPerMillion: 12.5 })
      .onConflictDoUpdate({
        target: [aiModelPrices.provider, aiModelPrices.model],
        set: { inputPerMillion: 12.5, outputPerMillion: 12.5 },
      });
    fake.script(...Array.from({ length: 10 }, () => ({ text: 'OK', usage: { prompt: 16_000, completion: 4_000 } })));
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await testConnection(user.cookie)).status),
    );
    const rows = await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId));
    const spent = rows.reduce((sum, row) => sum + row.cost, 0);
    expect(spent).toBeLessThanOrEqual(1 + 0.25 + 1e-9);
    expect(fake.requests.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    await db.delete(aiModelPrices).where(eq(aiModelPrices.model, 'llama3.1'));
  });

  it('a user has at most 3 AI calls running at once; the others answer 429 and reach no provider', async () => {
    const user = await aiUser();
    fake.script(...Array.from({ length: 6 }, () => ({ text: 'OK', delayMs: 400 })));
    const responses = await Promise.all(Array.from({ length: 6 }, () => testConnection(user.cookie)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(fake.requests).toHaveLength(3);
    // Finished calls free their places.
    expect((await testConnection(user.cookie)).status).toBe(200);
  });

  it('on the instance’s keys the administrator’s limit holds, whatever the user sets', async () => {
    const user = await instance.aiUser({ connected: false });
    await instance.ctx.request('/api/settings', {
      method: 'PUT',
      cookie: user.cookie,
      json: { costLimitPerMonth: 100_000 },
    });
    await instance.db
      .insert(aiModelPrices)
      .values({ provider: 'compatible', model: 'llama3.1', inputPerMillion: 12.5, outputPerMillion: 12.5 });
    fake.script(...Array.from({ length: 4 }, () => ({ text: 'OK', usage: { prompt: 16_000, completion: 4_000 } })));
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1)
      statuses.push(
        (
          await instance.ctx.request('/api/ai/test-connection', {
            method: 'POST',
            cookie: user.cookie,
            json: { provider: 'compatible' },
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
