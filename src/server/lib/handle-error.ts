import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-context.ts';
import { redactPath } from './logger.ts';
import { AppError, ERROR_STATUS, toErrorBody, type AppErrorCode } from './app-error.ts';

// The first code of a status wins (CONFLICT before AI_NOT_CONFIGURED, RATE_LIMITED before AI_COST_LIMIT).
const CODE_BY_STATUS = Object.fromEntries(
  Object.entries(ERROR_STATUS)
    .reverse()
    .map(([code, status]) => [status, code]),
) as Record<number, AppErrorCode>;

/** Maps any thrown error to `{ error: { code, message } }` with the right status; never leaks a stack. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) return c.json(toErrorBody(error), error.status);
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
    const message =
      status === 413 ? 'The request body is too large.' : error.message || 'The request could not be understood.';
    return c.json(toErrorBody(new AppError(code, message)), status >= 500 ? 500 : (status as 400));
  }
  c.var.deps?.logger.error({ err: error, requestId: c.var.requestId, path: redactPath(c.req.path) }, 'unhandled error');
  return c.json(toErrorBody(new AppError('INTERNAL', 'An unexpected error occurred. Please try again.')), 500);
}
