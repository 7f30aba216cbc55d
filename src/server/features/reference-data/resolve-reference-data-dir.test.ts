import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Env } from '../../env.ts';
import { resolveReferenceDataDir } from './import-jobs.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-reference-dir-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const fetched = path.join(dataDir, 'reference-data');
const development = path.resolve('../shared/data');
const envWith = (referenceDataDir: string) => ({ REFERENCE_DATA_DIR: referenceDataDir, dataDir }) as Env;

describe('where the datasets are read from', () => {
  it('reads REFERENCE_DATA_DIR when it is set, whatever was fetched', () => {
    fs.mkdirSync(path.join(fetched, 'ifra-51-standards'), { recursive: true });
    expect(resolveReferenceDataDir(envWith('/srv/data'), ['ifra-51-standards'])).toBe(path.resolve('/srv/data'));
  });

  it.each([
    ['a dataset that was fetched', ['ifra-51-standards'], fetched],
    ['no dataset named (the folder itself)', [], fetched],
    ['a dataset that was not fetched', ['ifra-transparency-list'], development],
    ['one fetched and one not', ['ifra-51-standards', 'ifra-transparency-list'], development],
  ])('reads %s from the right folder', (_case, datasets, expected) => {
    expect(resolveReferenceDataDir(envWith(''), datasets)).toBe(expected);
  });
});
