import { formatBytes } from '../shared/format-numbers.ts';

/** The default byte budget of one user's formulas and versions (USER_STORAGE_BYTES). */
export const DEFAULT_USER_STORAGE_BYTES = 50 * 1024 * 1024;

/** The 413 message when a change would pass the budget. */
export function describeStorageExceeded(usedBytes: number, budgetBytes: number): string {
  return `Your formulas use ${formatBytes(usedBytes)} of ${formatBytes(budgetBytes)}. Delete formulas you no longer need (their versions go with them) to save this change.`;
}
