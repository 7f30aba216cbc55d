import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger, redactPath } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

describe('the logger', () => {
  it('logs a failed query by its statement, never its values', () => {
    const { logger, text } = capture();
    const cause = Object.assign(new Error('duplicate key'), {
      detail: 'Key (api_key)=(sk-sealed-SECRET) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "user_settings" ("api_keys") values ($1)',
      ['sk-sealed-SECRET'],
      cause,
    );
    logger.error({ err: error }, 'unhandled error');
    logger.warn({ error: error.message }, 'scraper run failed');
    logger.warn({ failure: error }, 'other key');
    const output = text();
    expect(output).toContain('insert into \\"user_settings\\"');
    expect(output).not.toContain('sk-sealed-SECRET');
  });

  it.each([
    ['/api/auth/reset-password/AbCdEf0123456789xyz', '/api/auth/reset-password/[redacted]'],
    ['/api/auth/verify-email/abc', '/api/auth/verify-email/[redacted]'],
    [
      '/api/formulas/0b7f6f4e-7a9b-4a53-9c4e-0f8f6f3e2a11/versions',
      '/api/formulas/0b7f6f4e-7a9b-4a53-9c4e-0f8f6f3e2a11/versions',
    ],
    ['/api/things/Zm9vYmFyYmF6cXV4cXV1eHF1dXg0MjQy', '/api/things/[redacted]'],
    ['/api/admin/ifra-system-check', '/api/admin/ifra-system-check'],
  ])('redacts tokens in %s', (path, expected) => expect(redactPath(path)).toBe(expected));
});
