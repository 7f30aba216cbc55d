import { describe, expect, it } from 'vitest';
import { createPasswordHashing, PASSWORD_HASHES_AT_ONCE } from './password-hashing.ts';

describe('password hashes in turn (ADR 045)', () => {
  it('runs one at a time, and every hash still verifies its own password only', async () => {
    const hashing = createPasswordHashing();
    const passwords = Array.from({ length: 6 }, (_, index) => `password-${index}`);
    let mostAtOnce = 0;
    const watching = setInterval(() => (mostAtOnce = Math.max(mostAtOnce, hashing.running)), 1);
    const hashes = await Promise.all(
      passwords.map((password) => {
        const hashed = hashing.hash(password);
        mostAtOnce = Math.max(mostAtOnce, hashing.running);
        return hashed;
      }),
    );
    clearInterval(watching);
    expect(PASSWORD_HASHES_AT_ONCE).toBe(1);
    expect(mostAtOnce).toBe(1);
    expect(hashing.running + hashing.waiting).toBe(0);
    const checks = await Promise.all(
      hashes.flatMap((hash, index) => [
        hashing.verify({ hash, password: passwords[index]! }),
        hashing.verify({ hash, password: passwords[(index + 1) % passwords.length]! }),
      ]),
    );
    expect(checks).toEqual(passwords.flatMap(() => [true, false]));
  });
});
