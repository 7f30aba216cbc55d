/** A batch id: the prefix the user set and the workspace's sequence for it, on four digits at least (LAB-0042). */
export function formatBatchCode(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(4, '0')}`;
}
