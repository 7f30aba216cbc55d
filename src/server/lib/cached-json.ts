import type { Context } from 'hono';
import type { AppEnv } from './app-context.ts';

/**
 * Answers a read with JSON from the read cache when nothing was written since it was last made (embedded
 * database only; see read-cache.ts), else loads, answers and keeps it. `key` must name everything the answer
 * depends on, the user first.
 */
export async function cachedJson(c: Context<AppEnv>, key: string, load: () => Promise<unknown>): Promise<Response> {
  const cache = c.get('deps').readCache;
  const cached = cache?.get<string>(key);
  if (cached !== undefined) return c.body(cached, 200, { 'content-type': 'application/json' });
  const startedAt = cache?.generation() ?? 0;
  const body = JSON.stringify(await load());
  cache?.remember(key, body, startedAt);
  return c.body(body, 200, { 'content-type': 'application/json' });
}
