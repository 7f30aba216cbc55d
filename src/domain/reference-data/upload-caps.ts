import { findManifestDataset } from './dataset-manifest.ts';
import type { DatasetFile } from './reference-datasets.ts';
import { formatCount } from '../shared/format-numbers.ts';

/** An upload may be this many times the published file (a newer release grows), and never less than MIN. */
export const UPLOAD_GROWTH_FACTOR = 4;
export const MIN_UPLOAD_CAP_BYTES = 4 * 1024 * 1024;
/** A file the manifest does not pin. */
export const DEFAULT_UPLOAD_CAP_BYTES = 16 * 1024 * 1024;
/** Rows a file may have: this many times its published rows, and never less than MIN. */
export const ROW_GROWTH_FACTOR = 5;
export const MIN_ROW_CAP = 5_000;
/** Cells read from an uploaded workbook before it is refused (IFRA's overview has a few tens of thousands). */
export const MAX_WORKBOOK_CELLS = 500_000;

/** The byte cap of one uploaded file of a dataset: UPLOAD_GROWTH_FACTOR × its pinned size, at least 4 MB. */
export function uploadCapBytes(datasetId: string, fileName: string): number {
  const pinned = findManifestDataset(datasetId)?.files.find((file) => file.name === fileName)?.bytes;
  return pinned === undefined
    ? DEFAULT_UPLOAD_CAP_BYTES
    : Math.max(MIN_UPLOAD_CAP_BYTES, pinned * UPLOAD_GROWTH_FACTOR);
}

/** The row cap of one file: ROW_GROWTH_FACTOR × its published rows, at least MIN_ROW_CAP. */
export function rowCap(file: Pick<DatasetFile, 'expectedRows'>): number {
  return Math.max(MIN_ROW_CAP, file.expectedRows * ROW_GROWTH_FACTOR);
}

/** 1536 → "1.5 kB", 12795322 → "12.2 MB". */
function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 102.4) / 10)} kB`;
  return `${Math.round(bytes / 1024 / 102.4) / 10} MB`;
}

export function describeUploadTooLarge(fileName: string, bytes: number, cap: number): string {
  return `${fileName} is ${formatSize(bytes)}; an upload of it may be at most ${formatSize(cap)} (${UPLOAD_GROWTH_FACTOR} times the published file). Check that it is the right file.`;
}

export function describeTooManyRows(fileName: string, cap: number, expectedRows: number): string {
  return `${fileName} has more than ${formatCount(cap)} rows where the published file has ${formatCount(expectedRows)}: refused. Check that it is the right file.`;
}
