import { formatBytes } from '../shared/format-numbers.ts';

/**
 * The default byte budget of what one user stores (USER_STORAGE_BYTES): formulas and versions, analysis reports,
 * certificate links, AI messages and images.
 */
export const DEFAULT_USER_STORAGE_BYTES = 50 * 1024 * 1024;

/** The 413 message when a change would pass the budget. */
export function describeStorageExceeded(usedBytes: number, budgetBytes: number): string {
  return `Your formulas use ${formatBytes(usedBytes)} of ${formatBytes(budgetBytes)} (with their versions, analysis reports, certificate links and AI content). Delete formulas you no longer need (their versions, reports and links go with them) to save this change.`;
}
