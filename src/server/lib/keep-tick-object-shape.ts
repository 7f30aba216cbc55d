import { createHook } from 'node:async_hooks';

/**
 * Keeps one of `process.nextTick`'s queue entries alive for the life of the process, so that V8 keeps the hidden
 * classes ("maps") of every such entry, and Node keeps building them on its fast path (ADR 082).
 *
 * Node builds each entry as `{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, [async_context_frame]: …,
 * callback, args }`. Computed keys are defined one by one, each through an inline cache that stays fast only while it
 * sees one map. The maps of that chain are held weakly: entries live for one tick, so a full collection that finds
 * none alive (the server's collection when it goes quiet, collect-garbage-when-idle.ts, or V8's own) frees them, the
 * next entry builds new ones, and the cache, seeing a second map, turns megamorphic for good. From then on every
 * entry is built in V8's runtime (Runtime_DefineKeyedOwnPropertyInLiteral, MigrateToMap): measured with perf, about
 * 1 µs of the 23 µs an HTTP request of the search's memo costs the server, and a bare Hono server's 12.5 µs request
 * becomes 16-19 µs after five full collections (12.6-14.3 µs with one entry kept; session 49).
 *
 * Call it once, first thing in the process, before a full collection can have freed the maps. It returns the entry
 * kept (the same on every call).
 */
let kept: object | undefined;

export function keepTickObjectShape(): object {
  if (kept) return kept;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
  if (!kept) throw new Error('process.nextTick created no TickObject resource to keep');
  return kept;
}
