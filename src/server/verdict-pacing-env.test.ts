import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

// ADR 070: new verdict checks wait for spare CPU at most 1 s by default; tests (NODE_ENV=test) do not wait.
describe('VERDICT_PACING_MAX_WAIT_MS', () => {
  it.each([
    { env: { NODE_ENV: 'production' }, waits: 1000 },
    { env: { NODE_ENV: 'development' }, waits: 1000 },
    { env: { NODE_ENV: 'test' }, waits: 0 },
    { env: { NODE_ENV: 'production', VERDICT_PACING_MAX_WAIT_MS: '0' }, waits: 0 },
    { env: { NODE_ENV: 'test', VERDICT_PACING_MAX_WAIT_MS: '250' }, waits: 250 },
  ])('$env → $waits ms', ({ env, waits }) => {
    expect(readEnv(env).verdictPacingMaxWaitMs).toBe(waits);
  });

  it.each(['-1', 'soon', '60001'])('refuses %s with the setting named', (value) => {
    expect(() => readEnv({ VERDICT_PACING_MAX_WAIT_MS: value })).toThrow(/VERDICT_PACING_MAX_WAIT_MS/);
  });
});
