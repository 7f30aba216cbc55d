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

/** The database's own refusals (PostgreSQL SQLSTATE, also PGlite's), read through Drizzle's query wrapper. */
const SQLSTATE_PERMISSION_DENIED = '42501';
const SQLSTATES_SCHEMA_CHANGING = new Set(['42P01', '42703', '3F000']);
export const DATABASE_PERMISSION_MESSAGE = 'The database refused this request (permission denied).';
export const DATABASE_UPDATING_MESSAGE = 'Database configuration is being updated. Please try again in a moment.';

function readSqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A database refusal as the error the client can explain (spec section 8, Formulas), else undefined. */
function describeDatabaseError(error: Error): AppError | undefined {
  const sqlState = readSqlState(error);
  if (sqlState === SQLSTATE_PERMISSION_DENIED)
    return new AppError('FORBIDDEN', DATABASE_PERMISSION_MESSAGE, { sqlState });
  if (sqlState && SQLSTATES_SCHEMA_CHANGING.has(sqlState))
    return new AppError('SERVICE_UNAVAILABLE', DATABASE_UPDATING_MESSAGE, { sqlState });
  return undefined;
}

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
  const databaseError = describeDatabaseError(error);
  c.var.deps?.logger.error({ err: error, requestId: c.var.requestId, path: redactPath(c.req.path) }, 'unhandled error');
  if (databaseError) return c.json(toErrorBody(databaseError), databaseError.status);
  return c.json(toErrorBody(new AppError('INTERNAL', 'An unexpected error occurred. Please try again.')), 500);
}
