/** What other features may use of batches: reading one of the active workspace's batches (404 otherwise). */
export { getWorkspaceBatch, type BatchRow } from './batch-record.ts';
