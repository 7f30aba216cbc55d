import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { engineKeyOf } from './stored-checks.ts';

/** A database whose every query fails with this PostgreSQL error code, and how many it was sent. */
function failingDatabase(code: string): Database & { queries: number } {
  const error = Object.assign(new Error('query failed'), { cause: Object.assign(new Error(code), { code }) });
  const database = {
    queries: 0,
    db: {
      execute: () => {
        database.queries += 1;
        return Promise.reject(error);
      },
    },
  };
  return database as unknown as Database & { queries: number };
}

describe('the engine key of kept verdict checks (ADR 075)', () => {
  const inputs = { rowsDigest: 'rows' };

  it('is one of this process alone where the role may not read the cluster identifier', async () => {
    const denied = failingDatabase('42501');
    const key = await engineKeyOf(denied, inputs);
    expect(await engineKeyOf(denied, inputs)).toBe(key);
    expect(denied.queries).toBe(1);
    // Another process (here: another database object) never finds this one's checks.
    expect(await engineKeyOf(failingDatabase('42501'), inputs)).not.toBe(key);
    expect(await engineKeyOf(denied, { rowsDigest: 'other rows' })).not.toBe(key);
  });

  it('fails as the query failed for any other reason, and asks again next time', async () => {
    const down = failingDatabase('57P01');
    await expect(engineKeyOf(down, inputs)).rejects.toThrow('query failed');
    await expect(engineKeyOf(down, inputs)).rejects.toThrow('query failed');
    expect(down.queries).toBe(2);
  });
});
