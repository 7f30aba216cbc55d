import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { createDocumentWorld, documentRow as row } from '../../../../tests/fixtures/formula-document-fixtures.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { euLabellingAllergens, importRuns, materials, prop65Listings } from '../../db/schema/index.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';
import { loadUserComplianceContext, assessReportMarkets } from '../regulatory/regulatory.public.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import type { VerdictSchema } from '../../../../tests/fixtures/market-response-schemas.ts';
import { CalendarSchema, MarketsSchema, VerdictsSchema } from '../../../../tests/fixtures/market-response-schemas.ts';

/**
 * Expected values by hand from the texts (see src/domain/markets/assess-markets.test.ts for the clauses):
 * Annex III "exceeds 0,001 %" (leave-on); SOR/2024-63 from 12 April 2026 for the allergens listed before
 * 2023/1545; 2023/1545 Art. 2 (placed until 31 July 2026, made available until 31 July 2028); Proposition 65
 * warning from 12 months after listing (beta-Myrcene listed 27 March 2015) with 27 CCR §25603(a)(2)(A).
 */

const DATA_DIR = process.env.REFERENCE_DATA_DIR ?? '/work/shared/data';
const hasProp65 = fs.existsSync(`${DATA_DIR}/ca-prop65-oehha/p65chemicalslist.csv`);

const ctx = await createTestContext();
// The real OEHHA file first (an import rebuilds the library), then the engine's fixtures.
const prop65 = findReferenceDataset('ca-prop65-oehha')!;
const imported = hasProp65 ? await importAndWait(ctx.deps, { datasets: [prop65], folder: DATA_DIR }) : null;
await insertComplianceFixtures(ctx.deps.database);
const myrcene = {
  id: randomUUID(),
  mergeKey: 'cas:123-35-3',
  cas: '123-35-3',
  casValid: true,
  name: 'Myrcene',
  kind: 'substance',
  isNatural: false,
  searchText: 'myrcene',
};
const camphor = {
  ...myrcene,
  id: randomUUID(),
  mergeKey: 'cas:464-49-3',
  cas: '464-49-3',
  name: 'Camphor',
  searchText: 'camphor',
};
await ctx.deps.database.db.insert(materials).values([myrcene, camphor]);
ctx.deps.complianceInputs.forget();
const { owner, stranger, createFormula } = await createDocumentWorld(ctx);

// The owner's own bergamot oil, with a supplier's analysis: 1 % myrcene.
const ownBergamot = {
  id: randomUUID(),
  userId: owner.userId,
  workspaceId: await getPersonalWorkspaceId(ctx.deps.database.db, owner.userId),
  name: 'Bergamot oil (supplier B)',
  kind: 'natural',
  isNatural: true,
  searchText: 'bergamot oil supplier b',
  composition: [{ materialId: myrcene.id, percent: 1 }],
};
await ctx.deps.database.db.insert(materials).values(ownBergamot);

type Verdict = z.output<typeof VerdictSchema>;
const verdictOf = (verdicts: Verdict[], market: string) => verdicts.find((verdict) => verdict.market === market)!;

const assess = (body: unknown, cookie: string | null = owner.cookie) =>
  ctx.request('/api/markets/assess', { method: 'POST', json: body, ...(cookie ? { cookie } : {}) });

// 0.25 g linalool in 100 g at 2 % → 0.005 % in the product.
const LINALOOL_0_005 = {
  lines: [
    { cas: '78-70-6', grams: 0.25 },
    { cas: '25265-71-8', grams: 99.75 },
  ],
  productType: 'leave-on',
  dosage: 2,
};

describe('markets API', () => {
  it('answers 401 without a session', async () => {
    const id = randomUUID();
    for (const [path, method] of [
      ['/api/markets', 'GET'],
      ['/api/markets/calendar', 'GET'],
      [`/api/formulas/${id}/markets`, 'GET'],
      ['/api/markets/assess', 'POST'],
    ] as const)
      expect(
        (await ctx.request(path, { method, ...(method === 'POST' ? { json: LINALOOL_0_005 } : {}) })).status,
        path,
      ).toBe(401);
  });

  it.skipIf(!hasProp65)(
    'imports the Latin-1 Proposition 65 list with its checksum, µ intact (needs ca-prop65-oehha)',
    async () => {
      expect(imported?.results[0]).toMatchObject({ status: 'succeeded', rowsRead: 976 });
      const [run] = await ctx.deps.database.db
        .select()
        .from(importRuns)
        .where(eq(importRuns.dataset, 'ca-prop65-oehha'));
      expect(run?.fileSha256).toBe('f343d928e03f57dca18b933b3c448e7d510111d878cfeed5fd6a8a71c9f12297');
      const [total] = await ctx.deps.database.db.select({ total: count() }).from(prop65Listings);
      expect(total?.total).toBe(976);
      const [myrceneRow] = await ctx.deps.database.db
        .select()
        .from(prop65Listings)
        .where(eq(prop65Listings.chemical, 'beta-Myrcene'));
      expect(myrceneRow).toMatchObject({
        cas: ['123-35-3'],
        toxicity: ['cancer'],
        listedOn: '2015-03-27',
        listingMechanism: 'AB',
      });
      const [safrole] = await ctx.deps.database.db
        .select()
        .from(prop65Listings)
        .where(eq(prop65Listings.chemical, 'Safrole'));
      expect(safrole?.safeHarbourLevel).toBe('3');
    },
  );

  it('lists the markets with their source, version and status; a market without rules is not assessed', async () => {
    const response = await ctx.request('/api/markets', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const { markets } = await readJson(response, MarketsSchema);
    expect(markets.map((market) => market.id)).toEqual(['EU', 'CA', 'UK', 'US', 'US-CA']);
    expect(markets.find((market) => market.id === 'US')).toMatchObject({
      status: 'not-assessed',
      reason: expect.stringMatching(/^No federal fragrance-allergen labelling rule yet/),
    });
    expect(markets.find((market) => market.id === 'CA')).toMatchObject({
      status: 'assessed',
      source: { version: 'SOR/2024-63 (24 April 2024) over eu-cosmetics-annexes-echa: ECHA export 2024-05-16' },
    });
    if (hasProp65)
      expect(markets.find((market) => market.id === 'US-CA')?.source.version).toMatch(
        /^ca-prop65-oehha: OEHHA list of 29 December 2023, imported \d{4}-\d{2}-\d{2}$/,
      );
  });

  it.each([
    ['2026-04-11', []],
    ['2026-04-12', ['Linalool']],
  ])(
    'linalool at 0.005 percent, leave-on, on %s: Canada declares %j, the EU declares Linalool',
    async (date, canada) => {
      const response = await assess({ ...LINALOOL_0_005, date });
      expect(response.status).toBe(200);
      const { verdicts } = await readJson(response, VerdictsSchema);
      expect(verdictOf(verdicts, 'CA').declarations.map((declaration) => declaration.labelName)).toEqual(canada);
      expect(verdictOf(verdicts, 'EU').declarations.map((declaration) => declaration.labelName)).toEqual(['Linalool']);
      expect(verdictOf(verdicts, 'US').status).toBe('not-assessed');
      expect(verdicts.map((verdict) => verdict.status)).not.toContain('compliant');
    },
  );

  it.skipIf(!hasProp65)(
    'flags beta-myrcene through an essential oil, naming the oil, with the §25603 text (needs ca-prop65-oehha)',
    async () => {
      // Bergamot 10 g of 100 g at 20 % → 2 % oil; 1 % myrcene in the oil → 0.02 % in the product.
      const response = await assess({
        lines: [
          {
            materialId: FIXTURE_MATERIALS.bergamot.id,
            grams: 10,
            constituents: [{ cas: '123-35-3', name: 'beta-Myrcene', percent: 1 }],
          },
          { materialId: FIXTURE_MATERIALS.dpg.id, grams: 90 },
        ],
        productType: 'leave-on',
        dosage: 20,
        date: '2026-11-28',
        markets: ['US-CA'],
      });
      expect(response.status).toBe(200);
      const [verdict] = (await readJson(response, VerdictsSchema)).verdicts;
      expect(verdict?.status).toBe('action-required');
      expect(verdict?.warnings.map((warning) => [warning.chemical, warning.cas, warning.startsOn])).toEqual([
        ['beta-Myrcene', '123-35-3', '2016-03-27'],
      ]);
      expect(verdict?.warnings[0]?.sources).toEqual([
        {
          line: 1,
          materialName: 'Bergamot oil, expressed',
          throughMaterialName: 'Bergamot oil, expressed',
          percentInProduct: expect.closeTo(0.02, 12),
        },
      ]);
      expect(verdict?.warningText).toBe(
        'WARNING: This product can expose you to chemicals including beta-Myrcene, which is known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov.',
      );
    },
  );

  it('gives the same verdicts from a compliance report body, for the integrator (assessReportMarkets)', async () => {
    // The lines name CAS numbers: reference materials, no own material to load.
    const context = await loadUserComplianceContext(ctx.deps, owner.userId, { materialIds: [] });
    const verdicts = await assessReportMarkets(
      ctx.deps,
      context,
      // Category 4 proposes leave-on; 0.25 g of 100 g at 2 % → 0.005 % linalool.
      { lines: LINALOOL_0_005.lines, category: '4', dosage: 2, dosageBasis: 'w/w' },
      { date: '2026-04-12', markets: ['CA'] },
    );
    expect(verdicts.map((verdict) => [verdict.market, verdict.declarations.map((d) => d.labelName)])).toEqual([
      ['CA', ['Linalool']],
    ]);
  });

  it('a natural known only through the IFRA annex (its restricted constituents) cannot be verified for California', async () => {
    // Rose oil's annex rows name geraniol, geranial and neral only: whatever else it carries is unknown.
    const response = await assess({
      lines: [{ materialId: FIXTURE_MATERIALS.rose.id, grams: 1 }],
      productType: 'leave-on',
      dosage: 20,
      markets: ['US-CA'],
    });
    const [verdict] = (await readJson(response, VerdictsSchema)).verdicts;
    expect(verdict?.status).toBe(hasProp65 ? 'cannot-be-verified' : 'not-assessed');
    if (hasProp65) expect(verdict?.gaps).toEqual([{ line: 1, materialName: 'Rose oil' }]);
  });

  it.each([
    ['an unknown product type', { ...LINALOOL_0_005, productType: 'perfume' }, /productType/],
    ['a date that is not a calendar date', { ...LINALOOL_0_005, date: '2026-02-30' }, /does not exist in the calendar/],
    ['no lines', { ...LINALOOL_0_005, lines: [] }, /at least one line/],
    [
      'an unknown CAS',
      { ...LINALOOL_0_005, lines: [{ cas: '1-23-5', grams: 1 }] },
      /Line 1: unknown CAS number 1-23-5/,
    ],
    ['an unknown market', { ...LINALOOL_0_005, markets: ['FR'] }, /markets are/],
    ['a dosage of 0', { ...LINALOOL_0_005, dosage: 0 }, /dosage must be above 0/],
  ])('answers 422 for %s', async (_, body, message) => {
    const response = await assess(body);
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(message);
  });
});

// 0.25 g in 100 g at 2 % w/w → 0.005 % in the product (above 0.001 %, leave-on).
const product = { dosagePercent: 2 };
const camphorId = await createFormula(
  owner.cookie,
  'Camphor splash',
  [row(camphor, 0.25), row(FIXTURE_MATERIALS.dpg, 99.75)],
  product,
);
const linaloolId = await createFormula(
  owner.cookie,
  'Linalool mist',
  [row(FIXTURE_MATERIALS.linalool, 0.25), row(FIXTURE_MATERIALS.dpg, 99.75)],
  product,
);
const bergamotId = await createFormula(
  owner.cookie,
  'Bergamot cologne',
  [row(FIXTURE_MATERIALS.dpg, 90), row(ownBergamot, 10)],
  { dosagePercent: 20 },
);

describe('a saved formula’s markets and the calendar over the library', () => {
  const calendar = async (query: string, cookie = owner.cookie) => {
    const response = await ctx.request(`/api/markets/calendar${query}`, { cookie });
    expect(response.status).toBe(200);
    return readJson(response, CalendarSchema);
  };
  const listing = (body: Awaited<ReturnType<typeof calendar>>) =>
    body.dates.flatMap((date) =>
      date.markets.map(
        (market) => `${date.date} ${market.market}: ${market.formulas.map((formula) => formula.formulaId).join(',')}`,
      ),
    );

  it.skipIf(!hasProp65)(
    'assesses a saved formula on a date: Proposition 65 through the own oil, line numbers of the grid (needs ca-prop65-oehha)',
    async () => {
      const response = await ctx.request(`/api/formulas/${bergamotId}/markets?date=2026-11-28&markets=US-CA`, {
        cookie: owner.cookie,
      });
      expect(response.status).toBe(200);
      const body = await readJson(response, VerdictsSchema.extend({ formula: z.looseObject({ name: z.string() }) }));
      expect(body.formula.name).toBe('Bergamot cologne');
      // 10 g of 100 g at 20 % → 2 % oil; 1 % myrcene → 0.02 %; the oil is row 2 of the grid.
      expect(body.verdicts[0]?.warnings[0]?.sources).toEqual([
        {
          line: 2,
          materialName: 'Bergamot oil (supplier B)',
          throughMaterialName: 'Bergamot oil (supplier B)',
          percentInProduct: expect.closeTo(0.02, 12),
        },
      ]);
    },
  );

  it('answers 404 for another user’s formula and 422 for a bad id or date', async () => {
    expect((await ctx.request(`/api/formulas/${camphorId}/markets`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await ctx.request('/api/formulas/not-a-uuid/markets', { cookie: owner.cookie })).status).toBe(422);
    expect(
      (await ctx.request(`/api/formulas/${camphorId}/markets?date=tomorrow`, { cookie: owner.cookie })).status,
    ).toBe(422);
    expect(
      (await ctx.request('/api/markets/calendar?from=2027-01-01&to=2026-01-01', { cookie: owner.cookie })).status,
    ).toBe(422);
  });

  it('lists a formula under the 2023/1545 dates only once the data has the allergen, with the line and the rule', async () => {
    const before = await calendar('?from=2026-01-01&markets=EU,CA');
    expect(listing(before)).toEqual([`2026-04-12 CA: ${linaloolId}`]);

    // A data change: camphor (Annex III entry 331, added by 2023/1545) arrives with a new import run.
    await ctx.deps.database.db.insert(euLabellingAllergens).values([
      {
        id: '331|464-49-3',
        annexIiiRef: '331',
        cas: '464-49-3',
        names: ['(+)-Camphor'],
        labelName: null,
        leaveOnThresholdPct: 0.001,
        rinseOffThresholdPct: 0.01,
        isOriginal26: false,
        isAddedBy20231545: true,
      },
    ]);
    const importedOn = new Date('2026-11-01T10:00:00Z');
    await ctx.deps.database.db.insert(importRuns).values({
      dataset: 'eu-cosmetics-annexes-echa',
      version: 'ECHA export 2024-05-16',
      licence: 'fixture',
      source: 'fixture',
      status: 'succeeded',
      startedAt: importedOn,
      finishedAt: importedOn,
    });
    ctx.deps.complianceInputs.forget();

    const after = await calendar('?from=2026-01-01&markets=EU,CA');
    expect(listing(after)).toEqual([
      `2026-04-12 CA: ${linaloolId}`,
      `2026-07-31 CA: ${camphorId}`,
      `2026-07-31 EU: ${camphorId}`,
      `2028-07-31 CA: ${camphorId}`,
      `2028-07-31 EU: ${camphorId}`,
    ]);
    const eu2026 = after.dates
      .find((date) => date.date === '2026-07-31')
      ?.markets.find((market) => market.market === 'EU');
    expect(eu2026?.formulas[0]).toMatchObject({
      changesVerdict: true,
      changes: [{ subject: expect.stringMatching(/camphor/i), line: 1, ruleId: 'eu-2023-1545-new-products' }],
    });

    // From today (28 November 2026) the next deadline is 31 July 2028, for the camphor formula.
    const fromToday = await calendar('?from=2026-11-28&markets=EU,CA');
    expect(fromToday.nextDeadline).toMatchObject({ date: '2028-07-31', firstFormulaId: camphorId });

    // Another user's library is theirs alone.
    expect((await calendar('?from=2026-01-01', stranger.cookie)).dates).toEqual([]);
  });

  it('answers the next deadline only with view=next, and 422 for another view', async () => {
    const all = await calendar('?from=2026-01-01&markets=EU,CA');
    const next = await calendar('?from=2026-01-01&markets=EU,CA&view=next');
    expect(next.nextDeadline).toEqual(all.nextDeadline);
    expect(next.dates).toHaveLength(1);
    expect(next.dates[0]?.date).toBe(all.dates[0]?.date);
    for (const market of next.dates[0]?.markets ?? []) expect(market.formulas.length).toBeLessThanOrEqual(1);
    expect((await ctx.request('/api/markets/calendar?view=everything', { cookie: owner.cookie })).status).toBe(422);
  });
});
