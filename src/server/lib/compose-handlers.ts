import type { Context, ErrorHandler, Next } from 'hono';
import type { AppEnv } from './app-context.ts';
import type { Combine } from './path-caching-router.ts';

/** A handler as Hono's router keeps it: the function and the route it was added with. */
export type RouteHandler = [handler: (...args: never[]) => unknown, route: { path: string; method: string }];

/** A path's parameters as Hono's router gives them to one handler (`c.req.param()`). */
export type Params = Record<string, string>;

/** A match entry as Hono reads it: the handler, and the parameters `c.req.param()` reads at `c.req.routeIndex` 0. */
export type MatchEntry = [handler: unknown, params: Params];

/** The routes a composed answer ran through and how far the request went (the route that answered). */
export type ComposedRoutes = { routes: readonly RouteHandler[1][]; index: number };

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Hono's `compose` (hono/dist/compose.js, koa-compose) for a path's handlers, run as Hono's router's single answer:
 * the same order, the same `next` (twice is an error), the same error handling (an Error thrown or rejected by a
 * handler is answered by `onError` there, and the handlers before it go on as if it had answered), the same
 * not-found. The one difference is when: each handler's answer is taken as it comes, and the composition waits for
 * nothing unless a handler returned a promise. Hono's own is an `async` function at every level, and with more than
 * one handler Hono and @hono/node-server then take their asynchronous paths too; on a kept answer that waits for
 * nothing (the formula list, settings, health) the request is answered within Node's parser callback, as the bare
 * hello is (issue 34, ADR 051).
 *
 * The route that answered is set under `composedRoutes` (Hono's `matchedRoutes(c)` sees this one handler only), and
 * `c.req.routeIndex` stays 0, the only entry of the match, so `c.req.param()` reads that entry's parameters. An
 * answer with parameters gives each handler its own, as Hono's composition does by moving `c.req.routeIndex`: the
 * router makes a match entry per request (`bind(entry)`), and the composition sets the entry's parameters to the
 * handler's before calling it, so `/api/materials/search`'s handlers read none and `/api/materials/:id`'s read
 * `id: 'search'`, and a middleware reads the last handler's after `next()`, as with Hono's. Without parameters
 * (`params` left out) the entry is never written, so one entry serves every request.
 */
export function composeHandlers(
  handlers: readonly RouteHandler[],
  onError: ErrorHandler<AppEnv>,
  params?: readonly Params[],
): (entry: MatchEntry) => RouteHandler {
  const routes = handlers.map(([, route]) => route);
  const answering = routes.at(-1) ?? { path: '*', method: 'ALL' };
  const run = (context: Context<AppEnv>, notFound: Next, entry: MatchEntry): Response | Promise<Response> => {
    const state: ComposedRoutes = { routes, index: -1 };
    context.set('composedRoutes', state);

    const finish = (res: unknown, isError: boolean): Context<AppEnv> => {
      if (res && (context.finalized === false || isError)) context.res = res as Response;
      return context;
    };
    const fail = (error: unknown): Context<AppEnv> | Promise<Context<AppEnv>> => {
      if (!(error instanceof Error)) throw error;
      context.error = error;
      const res = onError(error, context);
      return isPromiseLike(res) ? Promise.resolve(res).then((answered) => finish(answered, true)) : finish(res, true);
    };
    const dispatch = (index: number): Context<AppEnv> | Promise<Context<AppEnv>> => {
      if (index <= state.index) throw new Error('next() called multiple times');
      state.index = index;
      const handler = handlers[index]?.[0];
      if (handler && params) entry[1] = params[index]!;
      if (!handler) {
        // Past the last handler: Hono's not-found, unless an answer was set on the way.
        if (index !== handlers.length || context.finalized) return context;
        const res = notFound();
        return isPromiseLike(res) ? Promise.resolve(res).then(() => context) : context;
      }
      let res: unknown;
      try {
        res = (handler as (c: Context<AppEnv>, next: () => unknown) => unknown)(context, () => dispatch(index + 1));
      } catch (error) {
        return fail(error);
      }
      return isPromiseLike(res)
        ? Promise.resolve(res).then((answered) => finish(answered, false), fail)
        : finish(res, false);
    };

    // What Hono does with its composition's result: the context's answer, which there must be.
    const answerOf = (done: Context<AppEnv>): Response => {
      if (!done.finalized)
        throw new Error('Context is not finalized. Did you forget to return a Response object or `await next()`?');
      return done.res;
    };
    const done = dispatch(0);
    return isPromiseLike(done) ? Promise.resolve(done).then(answerOf) : answerOf(done);
  };
  return (entry) => [(context: Context<AppEnv>, notFound: Next) => run(context, notFound, entry), answering];
}

/** PathCachingRouter's `combine` for an app whose errors `onError` answers: a path's handlers by composeHandlers. */
export function combineHandlers<T>(onError: ErrorHandler<AppEnv>): Combine<T> {
  return (handlers, params) =>
    composeHandlers(handlers as unknown as RouteHandler[], onError, params) as unknown as ReturnType<Combine<T>>;
}
