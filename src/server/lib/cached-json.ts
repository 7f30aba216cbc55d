import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from './app-context.ts';
import { apiJson } from './security-headers.ts';

/** What `c.json(value)` would declare: the contract (AppType) carries the answer's shape. */
export type JsonAnswer<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;

/**
 * `c.json(value)` for the hottest reads: the same JSON, its headers written by Node in one go (apiJson in
 * security-headers.ts), typed like `c.json` for the contract.
 */
export function answerJson<T>(c: Context<AppEnv>, value: T): JsonAnswer<T> {
  return apiJson(c, JSON.stringify(value)) as unknown as JsonAnswer<T>;
}

/**
 * Answers a read with JSON from the read cache when nothing was written since it was last made (embedded
 * database only; see read-cache.ts), else loads, answers and keeps it. `key` must name everything the answer
 * depends on, the user first. Typed like `c.json(await load())`, so the contract (AppType) carries the answer's shape.
 * A kept answer is returned at once, not as a promise: a handler that returns it as it is (not `async`) answers
 * without waiting for anything.
 */
export function cachedJson<T>(
  c: Context<AppEnv>,
  key: string,
  load: () => Promise<T>,
): JsonAnswer<T> | Promise<JsonAnswer<T>> {
  const cache = c.get('deps').readCache;
  // The body is JSON made here (or kept from the same load): the same shape c.json would declare.
  const cached = cache?.get<string>(key);
  if (cached !== undefined) return apiJson(c, cached) as unknown as JsonAnswer<T>;
  const startedAt = cache?.generation() ?? 0;
  return load().then((value) => {
    const body = JSON.stringify(value);
    cache?.remember(key, body, startedAt);
    return apiJson(c, body) as unknown as JsonAnswer<T>;
  });
}

/**
 * cachedJson for a read of the request's active workspace as its session user sees it: kept under the workspace
 * the session's cache entry holds (ReadCache.getIn), found by identity and `shortKey` (what else the answer depends
 * on: the page, say) instead of hashing a long key on every request. Without a kept session (no cache, a cookie sent
 * twice, an API key) it is cachedJson with a key naming the scope's workspace and user too.
 */
export function cachedWorkspaceJson<T>(
  c: Context<AppEnv>,
  scope: { workspaceId: string; userId: string },
  shortKey: string,
  load: () => Promise<T>,
): JsonAnswer<T> | Promise<JsonAnswer<T>> {
  const cache = c.get('deps').readCache;
  const workspace = c.get('readScope') ? c.get('workspace') : undefined;
  if (!cache || workspace?.id !== scope.workspaceId || c.get('userId') !== scope.userId)
    return cachedJson(c, `${shortKey}@${scope.workspaceId}:${scope.userId}`, load);
  const cached = cache.getIn<string>(workspace, shortKey);
  if (cached !== undefined) return apiJson(c, cached) as unknown as JsonAnswer<T>;
  const startedAt = cache.generation();
  return load().then((value) => {
    const body = JSON.stringify(value);
    cache.rememberIn(workspace, shortKey, body, startedAt);
    return apiJson(c, body) as unknown as JsonAnswer<T>;
  });
}
