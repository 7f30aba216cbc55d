/** The default byte budget of one user's formulas and versions (USER_STORAGE_BYTES). */
export const DEFAULT_USER_STORAGE_BYTES = 50 * 1024 * 1024;

/** 1536 → "1.5 kB", 52428800 → "50 MB": one decimal at most, none when whole. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('en')} ${units[unit]}`;
}

/** The 413 message when a change would pass the budget. */
export function describeStorageExceeded(usedBytes: number, budgetBytes: number): string {
  return `Your formulas use ${formatBytes(usedBytes)} of ${formatBytes(budgetBytes)}. Delete formulas you no longer need (their versions go with them) to save this change.`;
}
