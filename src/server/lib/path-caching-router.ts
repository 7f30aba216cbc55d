import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** Paths kept per method; past this many the memo starts again (unknown paths cannot grow it without bound). */
const MAX_PATHS_PER_METHOD = 2_000;

/**
 * Hono's trie router, with the answer for a path whose matches carry no parameters kept after the first request
 * (`/api/formulas`, `/api/settings`, `/api/health`: the app's routes are all added before it serves, and the same
 * path always matches the same handlers). A path with parameters (`/api/formulas/:id`) is searched every time, as
 * before. The trie search is about 1 µs per request on our 400 routes; a kept answer is one map lookup.
 *
 * Hono's faster RegExpRouter refuses our route table (a static segment beside a parameter at the same place,
 * `/api/invites/accept` and `/api/invites/:id/resend`), so Hono's default SmartRouter falls back to this same trie.
 * A kept answer is shared by the requests of that path: Hono reads it, never changes it (its RegExpRouter shares
 * its static answers the same way).
 */
export class PathCachingRouter<T> implements Router<T> {
  readonly name = 'PathCachingRouter (TrieRouter)';
  readonly #router = new TrieRouter<T>();
  readonly #answers = new Map<string, Map<string, Result<T>>>();

  add(method: string, path: string, handler: T): void {
    this.#answers.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    let answers = this.#answers.get(method);
    const kept = answers?.get(path);
    if (kept) return kept;
    const answer = this.#router.match(method, path);
    if (!hasParameters(answer)) {
      if (!answers) this.#answers.set(method, (answers = new Map()));
      if (answers.size >= MAX_PATHS_PER_METHOD) answers.clear();
      answers.set(path, answer);
    }
    return answer;
  }
}

/** The trie router answers `[[handler, params]]`; any parameter makes the answer the path's own. */
function hasParameters<T>(answer: Result<T>): boolean {
  // The other shape (`[[handler, index map]], stash`) is the RegExp router's: never kept.
  if (answer.length !== 1) return true;
  for (const [, params] of answer[0] as [T, Record<string, string>][]) {
    for (const key in params) if (Object.hasOwn(params, key)) return true;
  }
  return false;
}
