import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

// The server's main pool on PostgreSQL (README "Several app servers"): 10 connections unless DATABASE_POOL_SIZE says.
describe('DATABASE_POOL_SIZE', () => {
  it.each([
    { env: {}, size: 10 },
    { env: { DATABASE_POOL_SIZE: '20' }, size: 20 },
    { env: { DATABASE_POOL_SIZE: '1' }, size: 1 },
  ])('$env → $size connections', ({ env, size }) => {
    expect(readEnv(env).DATABASE_POOL_SIZE).toBe(size);
  });

  it.each(['0', '-3', '2.5', 'many', '201'])('refuses %s with the setting named', (value) => {
    expect(() => readEnv({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
