import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from './app-context.ts';

/**
 * Answers a read with JSON from the read cache when nothing was written since it was last made (embedded
 * database only; see read-cache.ts), else loads, answers and keeps it. `key` must name everything the answer
 * depends on, the user first. Typed like `c.json(await load())`, so the contract (AppType) carries the answer's shape.
 */
export async function cachedJson<T>(
  c: Context<AppEnv>,
  key: string,
  load: () => Promise<T>,
): Promise<Response & TypedResponse<JSONParsed<T>, 200, 'json'>> {
  const cache = c.get('deps').readCache;
  const cached = cache?.get<string>(key);
  // The body is JSON made here (or kept from the same load): the same shape c.json would declare.
  type Answer = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
  if (cached !== undefined) return c.body(cached, 200, { 'content-type': 'application/json' }) as unknown as Answer;
  const startedAt = cache?.generation() ?? 0;
  const body = JSON.stringify(await load());
  cache?.remember(key, body, startedAt);
  return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as Answer;
}
