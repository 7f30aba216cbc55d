import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordHashing } from '../../src/server/lib/password-hashing.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: object,
) => Promise<Buffer>;
/** scrypt at 1/16 of better-auth's cost (N=1024 against 16384, r=8 against 16): about 1 ms against 85. */
const QUICK = { N: 1024, r: 8, p: 1, maxmem: 16 * 1024 * 1024 };
const PREFIX = 'test-scrypt';

/**
 * The password hashing of the integration tests' apps: a salted scrypt like better-auth's, at a cost a test can
 * afford. The suites sign up and sign in about 700 times a run; at 85 ms a hash that was 60 s of each database's
 * pass (ADR 062). Production hashing (better-auth's, one at a time) keeps its own unit tests
 * (`password-hashing.test.ts`), and the end-to-end journeys run the real server with it.
 */
export function createQuickPasswordHashing(): PasswordHashing {
  return {
    hash: async (password) => {
      const salt = randomBytes(16).toString('hex');
      const key = await scryptAsync(password.normalize('NFKC'), salt, 64, QUICK);
      return `${PREFIX}:${salt}:${key.toString('hex')}`;
    },
    verify: async ({ hash, password }) => {
      const [prefix, salt, key] = hash.split(':');
      if (prefix !== PREFIX || !salt || !key) return false;
      const expected = Buffer.from(key, 'hex');
      const actual = await scryptAsync(password.normalize('NFKC'), salt, expected.length, QUICK);
      return timingSafeEqual(actual, expected);
    },
    running: 0,
    waiting: 0,
  };
}
