import type { TestContext } from './test-app.ts';

/**
 * GET /api/formulas/verdicts as the library reads it: answered within 2 s, a formula still being checked then comes
 * back `pending` (ADR 056), and the library asks again. So does this, every 100 ms until none is pending (at most
 * 60 s), and gives the last answer: tests that read verdicts read them checked, whatever the machine's load.
 */
export async function requestCheckedVerdicts(
  request: TestContext['request'],
  path: string,
  cookie: string,
): Promise<Response> {
  const giveUpAt = Date.now() + 60_000;
  for (;;) {
    const response = await request(path, { cookie });
    if (response.status !== 200 || Date.now() > giveUpAt) return response;
    const body = (await response.clone().json()) as { items?: { pending?: boolean }[] };
    if (!body.items?.some((item) => item.pending)) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
