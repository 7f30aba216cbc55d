import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { trustedOrigins } from './check-origin.ts';
import { readError } from '../../../tests/setup/read-response.ts';

describe('trustedOrigins', () => {
  it.each([
    ['development', true],
    ['test', true],
    ['production', false],
  ] as const)('the Vite dev origin is trusted in %s: %s', (nodeEnv, trusted) => {
    const origins = trustedOrigins({ publicUrl: 'https://sillage.example.com', PORT: 3000, NODE_ENV: nodeEnv });
    expect(origins.includes('http://localhost:5173')).toBe(trusted);
    expect(origins).toContain('https://sillage.example.com');
  });
});

const ctx = await createTestContext();

describe('a JSON body', () => {
  it('sent with another content type answers 415, not an empty body', async () => {
    const user = await ctx.signUp();
    const response = await ctx.request('/api/feedback', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ feedback_type: 'idea', category: 'other', title: 'x', description: 'y' }),
    });
    expect(response.status).toBe(415);
    expect((await readError(response)).error.message).toMatch(/Content-Type: application\/json/);
    const withoutType = await ctx.request('/api/settings', { method: 'PUT', cookie: user.cookie, body: '{}' });
    expect(withoutType.status).toBe(415);
    const json = await ctx.request('/api/settings', { method: 'PUT', cookie: user.cookie, json: {} });
    expect(json.status).toBe(200);
  });
});
