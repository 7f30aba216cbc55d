/**
 * V8 collects its old generation when it needs room, never because the server went quiet: after a burst of work
 * the garbage of that work stays resident until the next burst. With `--expose-gc` (SERVER_NODE_FLAGS), one full
 * collection after `quietMs` without a request gives it back; a quiet server pays it once, a busy one never (ADR 036).
 * The server passes collectAndRelease: a plain collection would only move the garbage's pages into V8's pool (ADR 083).
 */
export type IdleCollector = { touch: () => void; stop: () => void };

export function collectGarbageWhenIdle(options: {
  quietMs?: number;
  checkEveryMs?: number;
  now?: () => number;
  collect?: (() => void) | undefined;
}): IdleCollector {
  const { quietMs = 30_000, checkEveryMs = 10_000, now = Date.now, collect } = options;
  let lastActivity = now();
  let collectedSinceActivity = false;
  const timer = setInterval(() => {
    if (!collect || collectedSinceActivity || now() - lastActivity < quietMs) return;
    collectedSinceActivity = true;
    collect();
  }, checkEveryMs);
  timer.unref();
  return {
    touch: () => {
      lastActivity = now();
      collectedSinceActivity = false;
    },
    stop: () => clearInterval(timer),
  };
}
