import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-context.ts';
import { isAdmin } from '../../domain/accounts/roles.ts';
import { AppError } from './app-error.ts';

/** Routes under /api that a visitor may call without a session. Everything else requires one. */
export const PUBLIC_API_PREFIXES = ['/api/health', '/api/auth/', '/api/test/', '/api/discoveries'] as const;

export function isPublicApiPath(path: string): boolean {
  return PUBLIC_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

/** Loads the session (if any) into c.var.user and c.var.isAdmin. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path === '/api/health') {
    // Health checks come often and carry no session: no lookup.
    c.set('user', null);
    c.set('isAdmin', false);
    return next();
  }
  const { auth, env } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const user = session?.user ?? null;
  c.set('user', user);
  c.set('isAdmin', user ? isAdmin({ role: user.role, email: user.email }, env.adminEmails) : false);
  await next();
});

/** Default deny: every /api route but the public ones needs a signed-in user (401). */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!isPublicApiPath(c.req.path) && !c.var.user) {
    throw new AppError('UNAUTHORIZED', 'Please sign in to access this page');
  }
  await next();
});

/** Admin routes: a signed-in user without an admin role gets 403. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError('UNAUTHORIZED', 'Please sign in to access this page');
  if (!c.var.isAdmin) throw new AppError('FORBIDDEN', 'You need admin role to access this page');
  await next();
});

/** The signed-in user of a request behind requireUser; a visitor here is a 401, never a crash. */
export function currentUser(c: { var: AppEnv['Variables'] }) {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to access this page');
  return user;
}
