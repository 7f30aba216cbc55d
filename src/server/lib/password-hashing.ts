import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createAdmissionGate } from './admission-gate.ts';

/**
 * How many password hashes run at once (ADR 045). better-auth hashes with scrypt (N=16384, r=16), which holds
 * 128·N·r = 32 MB in OpenSSL's memory while it runs, on libuv's four threads: fifty sessions signing in together held
 * 128 MB more for seconds, the peak of the house's load (two at a time: 64 MB, still the peak). One at a time uses one
 * core for a burst of sign-ins, which then takes longer (about 100 ms of CPU each, one after the other: fifty in ~5 s
 * on a busy machine); the other core keeps serving everyone already signed in. The same hashes.
 */
export const PASSWORD_HASHES_AT_ONCE = 1;

export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
  /** Hashes running now and waiting (tests). */
  readonly running: number;
  readonly waiting: number;
};

/** better-auth's own hash and verify, in turn (its `emailAndPassword.password` option). */
export function createPasswordHashing(limit = PASSWORD_HASHES_AT_ONCE): PasswordHashing {
  const gate = createAdmissionGate(limit);
  return {
    hash: (password) => gate.run(() => hashPassword(password)),
    verify: (data) => gate.run(() => verifyPassword(data)),
    get running() {
      return gate.running;
    },
    get waiting() {
      return gate.waiting;
    },
  };
}
