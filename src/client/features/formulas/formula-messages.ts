import { ApiError } from '../../lib/api.ts';

/** The formula messages of spec section 8. */
export const FORMULA_MESSAGES = {
  signIn: 'Please sign in to use formula features.',
  noPermission: 'You do not have permission to access formula data',
  /** The database itself refused (SQLSTATE 42501, insufficient privilege). */
  databasePermission: 'You do not have permission to access formulas. Please check your account permissions.',
  databaseUpdating: 'Database configuration is being updated. Please try again in a moment.',
  loading: 'Loading formula editor...',
  failedToLoad: (message: string) => `Failed to load formulas: ${message}`,
} as const;

/** What to show when loading formulas fails. */
export function describeFormulaLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return FORMULA_MESSAGES.signIn;
  const sqlState = error instanceof ApiError ? (error.details as { sqlState?: unknown } | undefined)?.sqlState : null;
  if (sqlState === '42501') return FORMULA_MESSAGES.databasePermission;
  if (error instanceof ApiError && error.status === 503) return FORMULA_MESSAGES.databaseUpdating;
  if (error instanceof ApiError && error.status === 403)
    return /limit/i.test(error.message) ? error.message : FORMULA_MESSAGES.noPermission;
  return FORMULA_MESSAGES.failedToLoad(error instanceof Error ? error.message : String(error));
}
