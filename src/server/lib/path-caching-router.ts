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
  readonly #combine: ((handlers: T[]) => T) | undefined;

  /**
   * `combine` makes one handler of a kept answer's handlers when none has parameters (composeHandlers): Hono then
   * calls that one, and its composition waits for nothing unless a handler does (issue 34, ADR 051). The first
   * request of a path gets the trie's answer as it is.
   */
  constructor(options: { combine?: (handlers: T[]) => T } = {}) {
    this.#combine = options.combine;
  }

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
    answers.set(path, this.#combine ? this.#combined(answer) : answer);
    return answer;
  }

  /** The trie's answer `[[handler, params]…]` as one handler when it has several and no parameters. */
  #combined(answer: Result<T>): Result<T> {
    if (answer.length !== 1) return answer;
    const matches = answer[0] as [T, Record<string, string>][];
    if (matches.length < 2 || matches.some(([, params]) => Object.keys(params).length > 0)) return answer;
    return [[[this.#combine!(matches.map(([handler]) => handler)), {}]]] as unknown as Result<T>;
  }
}
