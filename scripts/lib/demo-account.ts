// A demo world for the marketing screenshots: reference data imported through the admin API (as an administrator
// would), then a perfumer's account with one formula built from library materials. Nothing is invented: the
// materials, their limits and the perfume catalogue all come from the imported datasets; only the formula's amounts
// are the demo perfumer's choice.
import { signUpVerifiedAdmin } from '../../tests/support/server-process.ts';
import { createEmptyRow } from '../../src/domain/formulas/formula-row.ts';

/**
 * Datasets the key screens show: the library, the IFRA Standards and the EU annexes. Only openly published ones
 * (attribution or open licence): the pictures are public, so no internal-use dataset appears in them.
 */
export const DEMO_DATASETS = ['ifra-transparency-list', 'ifra-51-standards', 'eu-cosmetics-annexes-echa'] as const;

/** A classic eau de Cologne on a modern musky-woody base: library materials found by CAS and name. */
const DEMO_FORMULA_LINES = [
  { cas: '68648-33-9', grams: 14, name: 'Bergamot oil, furocoumarin free' },
  { cas: '18479-58-8', grams: 4, name: 'Dihydromyrcenol' },
  { cas: '8016-38-4', grams: 1, name: 'Orange flower oil, bitter (Neroli and Neroli bigarade)' },
  { cas: '8000-28-0', grams: 4, name: 'Lavender oil' },
  { cas: '78-70-6', grams: 6, name: 'Linalool' },
  { cas: '115-95-7', grams: 8, name: 'Linalyl acetate' },
  { cas: '24851-98-7', grams: 20, name: 'Hedione' },
  { cas: '54464-57-2', grams: 15, name: 'Iso E Super' },
  { cas: '105-95-3', grams: 8, name: 'Ethylene brassylate' },
  { cas: '6790-58-5', grams: 1, name: 'Ambroxan' },
  { cas: '91-64-5', grams: 2, name: 'Coumarin' },
  { cas: '121-33-5', grams: 1, name: 'Vanillin' },
  { cas: '25265-71-8', grams: 16, name: 'Dipropylene glycol' },
] as const;

export const DEMO_FORMULA_NAME = 'Bergamote';
export const DEMO_EMAIL = 'perfumer@sillage.test';
const ADMIN_EMAIL = 'admin@sillage.test';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Session = { origin: string; cookie: string };

async function call(session: Session, method: string, path: string, body?: unknown): Promise<Response> {
  // While the server merges the library a kept-alive connection may be reset: a read is simply asked again.
  for (let attempt = 1; method === 'GET' && attempt < 20; attempt += 1) {
    try {
      return await send(session, method, path, body);
    } catch {
      await pause(500);
    }
  }
  return send(session, method, path, body);
}

async function send(session: Session, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${session.origin}${path}`, {
    method,
    headers: {
      origin: session.origin,
      cookie: session.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function importDataset(admin: Session, dataset: string): Promise<void> {
  let run = await call(admin, 'POST', `/api/admin/reference-data/${dataset}/run`);
  while (run.status === 409) {
    await pause(500);
    run = await call(admin, 'POST', `/api/admin/reference-data/${dataset}/run`);
  }
  if (run.status !== 202) throw new Error(`${dataset}: ${run.status} ${await run.text()}`);
  for (;;) {
    await pause(500);
    const listing = await json<{
      job: { status: string } | null;
      datasets: { id: string; lastRun: { status: string; message: string | null } | null }[];
    }>(await call(admin, 'GET', '/api/admin/reference-data'), 'reference data listing');
    const lastRun = listing.datasets.find((candidate) => candidate.id === dataset)?.lastRun;
    if (listing.job?.status === 'running' || !lastRun || lastRun.status === 'running') continue;
    if (lastRun.status !== 'succeeded') throw new Error(`${dataset}: ${lastRun.message}`);
    return;
  }
}

async function importPerfumeCatalogue(admin: Session): Promise<void> {
  await json(await call(admin, 'POST', '/api/admin/catalogues/parfumo/run'), 'perfume catalogue');
  for (;;) {
    await pause(1000);
    const listing = await json<{ jobs: { current: unknown } }>(
      await call(admin, 'GET', '/api/admin/catalogues'),
      'catalogue listing',
    );
    if (!listing.jobs.current) return;
  }
}

async function signUp(origin: string, email: string, password: string, name: string): Promise<Session> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name }),
  });
  if (!response.ok) throw new Error(`sign-up of ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { origin, cookie };
}

export type DemoAccount = { cookie: string; formulaId: string };
const DEMO_PASSWORD = 'demo-perfumer-vetiver';

/** The demo account of an already seeded database (SCREENSHOTS_DATA_DIR kept between runs), or null. */
export async function findDemoAccount(origin: string): Promise<DemoAccount | null> {
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) return null;
  const session: Session = {
    origin,
    cookie: signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; '),
  };
  const list = await json<{ items: { id: string; name: string }[] }>(
    await call(session, 'GET', '/api/formulas'),
    'formulas',
  );
  const formula = list.items.find((item) => item.name === DEMO_FORMULA_NAME);
  return { cookie: session.cookie, formulaId: formula?.id ?? (await createDemoFormula(session)) };
}

/** Imports the demo datasets and the perfume catalogue, then creates the demo perfumer and their formula. */
export async function seedDemoAccount(origin: string, log: (line: string) => void): Promise<DemoAccount> {
  const admin: Session = { origin, cookie: await signUpVerifiedAdmin(origin, ADMIN_EMAIL, 'demo-admin-labdanum') };
  for (const dataset of DEMO_DATASETS) {
    log(`importing ${dataset}…`);
    await importDataset(admin, dataset);
  }
  log('importing the perfume catalogue…');
  await importPerfumeCatalogue(admin);

  const demo = await signUp(origin, DEMO_EMAIL, DEMO_PASSWORD, 'Camille Perfumer');
  const me = await json<{ user: { id: string } }>(await call(demo, 'GET', '/api/me'), 'me');
  await json(await call(admin, 'PUT', `/api/admin/users/${me.user.id}/plan`, { tier: 'premium' }), 'plan');
  await json(await call(demo, 'PUT', '/api/settings', { themeMode: 'system' }), 'settings');

  return { cookie: demo.cookie, formulaId: await createDemoFormula(demo) };
}

/** The demo perfumer's formula, from library materials; returns its id. */
async function createDemoFormula(demo: Session): Promise<string> {
  const rows = [];
  for (const line of DEMO_FORMULA_LINES) {
    const found = await json<{ items: { id: string; name: string; cas: string | null }[] }>(
      await call(demo, 'GET', `/api/materials/search?q=${encodeURIComponent(line.name)}&limit=20`),
      `search ${line.cas}`,
    );
    const material =
      found.items.find((item) => item.cas === line.cas && item.name === line.name) ??
      found.items.find((item) => item.cas === line.cas && item.name.startsWith(line.name));
    if (!material) throw new Error(`${line.name} (${line.cas}) is not in the imported library`);
    rows.push({
      ...createEmptyRow(crypto.randomUUID()),
      materialId: material.id,
      name: material.name,
      cas: material.cas,
      amount: line.grams,
    });
  }
  const created = await json<{ formula: { id: string } }>(
    await call(demo, 'POST', '/api/formulas', {
      name: DEMO_FORMULA_NAME,
      description: 'Eau de Cologne: citrus-aromatic top on a transparent musk and woody base.',
      tags: ['cologne', 'citrus'],
      rows,
      product: {
        ifraCategory: '4',
        dosagePercent: 15,
        basis: 'w/w',
        application: 'leave-on',
        concentrateDensity: 0.95,
        baseDensity: 0.79,
        markets: ['EU'],
      },
    }),
    'create formula',
  );
  return created.formula.id;
}
