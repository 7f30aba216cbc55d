import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** Paths kept per method; past this many the memo starts again (unknown paths cannot grow it without bound). */
const MAX_PATHS_PER_METHOD = 2_000;

/**
 * Hono's trie router, with the answer for a path kept after the first request: the app's routes are all added before
 * it serves, and the same method and path always match the same handlers with the same parameters, which Hono reads
 * and never changes (its RegExpRouter shares its static answers the same way). The trie search is about 1 µs per
 * request on our 400 routes; a kept answer is one map lookup. Answers with parameters are kept too (issue 34): a
 * static path beside a parameter route matches both (`/api/materials/search` is also `/api/materials/:id` with
 * `id: 'search'`), so keeping only answers without parameters searched the material search on every request. A path
 * of ids (`/api/formulas/<id>`) is kept as well; past 2,000 paths per method the memo starts again, so unknown or
 * one-off paths cannot grow it without bound.
 *
 * Hono's faster RegExpRouter refuses our route table (a static segment beside a parameter at the same place,
 * `/api/invites/accept` and `/api/invites/:id/resend`), so Hono's default SmartRouter falls back to this same trie.
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
    if (!answers) this.#answers.set(method, (answers = new Map()));
    if (answers.size >= MAX_PATHS_PER_METHOD) answers.clear();
    answers.set(path, answer);
    return answer;
  }
}
