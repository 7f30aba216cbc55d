import type { ReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { describeUploadTooLarge, uploadCapBytes } from '../../../domain/reference-data/upload-caps.ts';
import { AppError } from '../../lib/app-error.ts';

/** Largest upload of one dataset's files (the biggest published file is a few MB). */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;

type FormValue = string | File | (string | File)[];

/**
 * The files of a multipart upload (field `file`, one or more), by the dataset file name each one stands for:
 * a dataset with one file takes any name; otherwise each upload must carry one of the dataset's file names.
 */
export async function readUploadedFiles(
  dataset: ReferenceDataset,
  body: Record<string, FormValue>,
): Promise<Map<string, Buffer>> {
  const values = [body.file ?? body['file[]'] ?? []].flat();
  const files = values.filter((value): value is File => typeof value !== 'string');
  if (files.length === 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid body: file: choose the file${dataset.files.length > 1 ? 's' : ''} to import (${dataset.files.map((file) => file.name).join(', ')})`,
    );
  }
  const uploads = new Map<string, Buffer>();
  for (const file of files) {
    const baseName = file.name.split(/[\\/]/).at(-1) ?? file.name;
    const target =
      dataset.files.length === 1
        ? dataset.files[0]?.name
        : dataset.files.find((candidate) => candidate.name === baseName)?.name;
    if (!target) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Invalid body: file: ${baseName} is not a file of ${dataset.title} (expected ${dataset.files.map((candidate) => candidate.name).join(', ')})`,
      );
    }
    // Refused before it is read: a file far larger than the published one is not the dataset.
    const cap = uploadCapBytes(dataset.id, target);
    if (file.size > cap) throw new AppError('PAYLOAD_TOO_LARGE', describeUploadTooLarge(baseName, file.size, cap));
    uploads.set(target, Buffer.from(await file.arrayBuffer()));
  }
  return uploads;
}
