import { describe, expect, it } from 'vitest';
import { findManifestDataset } from './dataset-manifest.ts';
import { DEFAULT_UPLOAD_CAP_BYTES, MIN_ROW_CAP, MIN_UPLOAD_CAP_BYTES, rowCap, uploadCapBytes } from './upload-caps.ts';

const transparency = findManifestDataset('ifra-transparency-list')!.files[0]!;

describe('uploadCapBytes', () => {
  it.each([
    [
      'a pinned file: four times its size',
      'ifra-transparency-list',
      transparency.name,
      Math.max(MIN_UPLOAD_CAP_BYTES, transparency.bytes * 4),
    ],
    ['an unknown dataset', 'no-such-dataset', 'x.csv', DEFAULT_UPLOAD_CAP_BYTES],
    ['an unknown file of a known dataset', 'ifra-transparency-list', 'other.csv', DEFAULT_UPLOAD_CAP_BYTES],
  ])('%s', (_name, dataset, file, expected) => expect(uploadCapBytes(dataset, file)).toBe(expected));
});

describe('rowCap', () => {
  it.each([
    [3618, 18_090],
    [734, MIN_ROW_CAP],
    [0, MIN_ROW_CAP],
  ])('%i published rows → %i', (expectedRows, cap) => expect(rowCap({ expectedRows })).toBe(cap));
});
