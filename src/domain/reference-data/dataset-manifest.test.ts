import { describe, expect, it } from 'vitest';
import { describeTransfer, DATASET_MANIFEST, listFilesToFetch } from './dataset-manifest.ts';
import { isRestrictedLicence, REFERENCE_DATASETS } from './reference-datasets.ts';

describe('dataset manifest', () => {
  it('covers every reference dataset and every file its importer needs, with the same licence flag', () => {
    for (const dataset of REFERENCE_DATASETS) {
      const entry = DATASET_MANIFEST.find((candidate) => candidate.id === dataset.id);
      expect(entry, dataset.id).toBeDefined();
      expect(entry?.isNonCommercial).toBe(isRestrictedLicence(dataset));
      for (const file of dataset.files)
        expect(
          entry?.files.map((item) => item.name),
          `${dataset.id}/${file.name}`,
        ).toContain(file.name);
    }
  });

  it('pins every file with its size and SHA-256, and every public address to an exact revision', () => {
    for (const dataset of DATASET_MANIFEST) {
      for (const file of dataset.files) {
        expect(file.sha256, file.name).toMatch(/^[0-9a-f]{64}$/);
        expect(file.bytes).toBeGreaterThan(0);
        if (file.sourceUrl?.includes('raw.githubusercontent.com'))
          expect(file.sourceUrl, file.name).toMatch(/\/[0-9a-f]{40}\//);
      }
    }
  });

  it.each([
    ['from a mirror: every file', 'ifra-51-standards', true, 3, 0],
    ['from the sources: IFRA’s workbook stands in for the converted CSVs', 'ifra-51-standards', false, 1, 0],
    ['from the sources: a converted file needs a mirror', 'pyrfume-flavornet', false, 0, 1],
    ['from the sources: pyrfume files at their commit', 'pyrfume-goodscents', false, 4, 0],
  ])('listFilesToFetch %s', (_, id, hasMirror, files, missing) => {
    const dataset = DATASET_MANIFEST.find((candidate) => candidate.id === id)!;
    const plan = listFilesToFetch(dataset, hasMirror);
    expect([plan.files.length, plan.missing.length]).toEqual([files, missing]);
  });

  it.each([
    [500, 1000, 1, { bytesPerSecond: 500, secondsLeft: 1 }],
    [0, 1000, 0, { bytesPerSecond: 0, secondsLeft: null }],
    [1000, 1000, 2, { bytesPerSecond: 500, secondsLeft: 0 }],
  ])('describeTransfer(%i of %i in %i s)', (received, total, seconds, expected) => {
    expect(describeTransfer(received, total, seconds)).toEqual(expected);
  });
});
