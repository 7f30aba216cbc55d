import type { Params, Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * Makes one handler of an answer's handlers: given each handler's parameters (or none when no handler has any), it
 * returns a binder that makes the handler for a match entry, whose parameters the handler may set per handler.
 */
export type Combine<T> = (handlers: T[], params: readonly Params[] | undefined) => (entry: [T, Params]) => T;

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
  readonly #answers = new Map<string, Map<string, Result<T> | (() => Result<T>)>>();
  readonly #combine: Combine<T> | undefined;

  /**
   * `combine` makes one handler of a kept answer's handlers (composeHandlers): Hono then calls that one, and its
   * composition waits for nothing unless a handler does (issue 34, ADR 051). With parameters it is given each
   * handler's own and binds itself to a match entry made per request, whose parameters it sets handler by handler
   * (ADR 051, session 18). The first request of a path gets the trie's answer as it is.
   */
  constructor(options: { combine?: Combine<T> } = {}) {
    this.#combine = options.combine;
  }

  add(method: string, path: string, handler: T): void {
    this.#answers.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    let answers = this.#answers.get(method);
    const kept = answers?.get(path);
    if (kept) return typeof kept === 'function' ? kept() : kept;
    const answer = this.#router.match(method, path);
    if (!answers) this.#answers.set(method, (answers = new Map()));
    if (answers.size >= MAX_PATHS_PER_METHOD) answers.clear();
    answers.set(path, this.#combine ? this.#combined(answer, this.#combine) : answer);
    return answer;
  }

  /**
   * The trie's answer `[[handler, params]…]` as one handler when it has several: kept as it is without parameters,
   * or as a maker of a fresh match entry per request with them (the composition writes the entry's parameters).
   */
  #combined(answer: Result<T>, combine: Combine<T>): Result<T> | (() => Result<T>) {
    if (answer.length !== 1) return answer;
    const matches = answer[0];
    if (matches.length < 2) return answer;
    const handlers = matches.map(([handler]) => handler);
    if (matches.every(([, params]) => Object.keys(params).length === 0)) {
      const entry: [T, Params] = [undefined as T, {}];
      entry[0] = combine(handlers, undefined)(entry);
      return [[entry]];
    }
    const bind = combine(
      handlers,
      matches.map(([, params]) => params),
    );
    return () => {
      const entry: [T, Params] = [undefined as T, matches[0]![1]];
      entry[0] = bind(entry);
      return [[entry]];
    };
  }
}
