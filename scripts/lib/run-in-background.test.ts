import { describe, expect, it } from 'vitest';
import { runInBackground } from './run-in-background.ts';

describe('runInBackground', () => {
  it.each([
    { code: 'console.log("out"); console.error("err")', ok: true, printed: ['out', 'err'] },
    { code: 'console.error("broken"); process.exit(3)', ok: false, printed: ['broken'] },
  ])('keeps what $code printed and whether it succeeded', async ({ code, ok, printed }) => {
    const result = await runInBackground(process.execPath, ['-e', code], process.cwd()).finished;
    expect(result.ok).toBe(ok);
    for (const text of printed) expect(result.output).toContain(text);
  });

  it('reports a command that cannot start instead of throwing', async () => {
    const result = await runInBackground('/nonexistent/command', [], process.cwd()).finished;
    expect(result).toEqual({ ok: false, output: expect.stringContaining('could not start') });
  });
});
