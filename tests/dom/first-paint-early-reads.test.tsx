// first-paint.js starts a saved formula's reads as the page starts (issue 34), and the app's own first reads of the
// same addresses take those answers (lib/early-reads.ts) instead of asking the server again. The script is run as
// the browser runs it; the app's reads are its real query functions, so an address changed on one side fails here.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFormulaEngineData } from '../../src/client/features/formulas/api/get-engine-data.ts';
import { getFormula } from '../../src/client/features/formulas/api/get-formula.ts';
import { getSpecificationConfirmationsQueryOptions } from '../../src/client/features/formulas/api/specification-confirmations.ts';
import { getInventory } from '../../src/client/features/inventory/api/inventory-api.ts';
import { EARLY_READ_MS, takeEarlyRead } from '../../src/client/lib/early-reads.ts';

const SCRIPT = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/first-paint.js'), 'utf8');
const ID = '3427ef8a-8dca-442c-8f35-7d88c12d51b1';

type Call = { url: string; headers: Record<string, string> };
let calls: Call[] = [];

function answer(url: string): Response {
  const body = url.endsWith('/api/inventory')
    ? { items: [], usage: { tier: 'free', used: 0, limit: 25, canCreate: true } }
    : url.includes('engine-data')
      ? { regulatoryData: {}, materials: [], compositionValue: 'max', materialIds: [], lotIds: [] }
      : url.endsWith('specification-confirmations')
        ? { confirmations: [] }
        : { formula: { id: ID, rows: [] } };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.origin).href;
      calls.push({ url, headers: Object.fromEntries(new Headers(init?.headers).entries()) });
      return answer(url);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const key of ['doNotTrack', 'globalPrivacyControl'])
    delete (navigator as unknown as Record<string, unknown>)[key];
  delete (window as { __slEarlyReads?: unknown }).__slEarlyReads;
  localStorage.clear();
  history.replaceState(null, '', '/');
});

function openPage(address: string) {
  history.replaceState(null, '', address);
  new Function(SCRIPT)();
}

describe("a screen's first reads, started by first-paint.js", () => {
  it('are the very reads the editor makes: the app asks the server for none of them again', async () => {
    openPage(`/formula?id=${ID}`);
    expect(calls).toHaveLength(3);
    const started = calls.map((call) => call.url).sort();
    await getFormula(ID);
    await getFormulaEngineData(ID);
    await getSpecificationConfirmationsQueryOptions(ID).queryFn!({} as never);
    expect(calls.map((call) => call.url).sort()).toEqual(started);
    // A second read of the same address is the app's own.
    await getFormula(ID);
    expect(calls).toHaveLength(4);
  });

  it('start the stock on /inventory, which the screen reads once', async () => {
    openPage('/inventory');
    expect(calls.map((call) => call.url)).toEqual([`${location.origin}/api/inventory`]);
    await getInventory();
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['another screen', `/formulas?id=${ID}`],
    ['a formula page without an id', '/formula'],
    ['an id that is not a formula id', '/formula?id=..%2Fadmin'],
  ])('are not started on %s', (_, address) => {
    openPage(address);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a visitor session used in the last 30 minutes', 10 * 60_000, {}, 'v-1'],
    ['a visitor session older than 30 minutes', 31 * 60_000, {}, undefined],
    ['Do Not Track', 10 * 60_000, { doNotTrack: '1' }, undefined],
    ['Global Privacy Control', 10 * 60_000, { globalPrivacyControl: true }, undefined],
  ])('carry the visitor session as the app does: %s', (_, age, browser, expected) => {
    localStorage.setItem('sillage_visitor_session', JSON.stringify({ id: 'v-1', lastSeenAt: Date.now() - age }));
    for (const [key, value] of Object.entries(browser))
      Object.defineProperty(navigator, key, { value, configurable: true });
    openPage(`/formula?id=${ID}`);
    expect(calls).toHaveLength(3);
    for (const call of calls) expect(call.headers['x-visitor-session']).toBe(expected);
  });
});

describe('takeEarlyRead', () => {
  const url = `${location.origin}/api/formulas/${ID}`;
  const read = Promise.resolve(new Response('{}'));
  const keep = (at: number) => {
    (window as { __slEarlyReads?: unknown }).__slEarlyReads = { [url]: { at, read } };
  };
  it.each([
    ['the first GET of its address, soon after the page started', 'GET', `/api/formulas/${ID}`, 1000, true],
    ['a write to the same address', 'PUT', `/api/formulas/${ID}`, 1000, false],
    ['another address', 'GET', `/api/formulas/${ID}/versions`, 1000, false],
    ['a read after EARLY_READ_MS (a sign-in or an edit may have happened)', 'GET', url, EARLY_READ_MS + 1, false],
  ])('gives it to %s', (_, method, address, now, given) => {
    keep(0);
    expect(takeEarlyRead(address, method, now) === read).toBe(given);
  });

  it('gives each read once', () => {
    keep(0);
    expect(takeEarlyRead(url, 'GET', 10)).toBe(read);
    expect(takeEarlyRead(url, 'GET', 10)).toBeUndefined();
  });
});
