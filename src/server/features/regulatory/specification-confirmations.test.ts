import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import type { ComplianceReportResponse } from '../../../domain/regulatory/format-report-response.ts';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { z } from 'zod';
import { readError, readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { ComplianceReportSchema } from '../../../../tests/setup/response-schemas.ts';

const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
const owner = await ctx.signUp();
const stranger = await ctx.signUp();

const LINALOOL_FORMULA = {
  lines: [
    { materialId: FIXTURE_MATERIALS.linalool.id, grams: 0.5 },
    { materialId: FIXTURE_MATERIALS.dpg.id, grams: 99.5 },
  ],
  category: '4',
  dosage: 20,
};

async function createFormula(cookie: string): Promise<string> {
  const response = await ctx.request('/api/formulas', { method: 'POST', cookie, json: { name: 'Linalool trial' } });
  expect(response.status).toBe(201);
  return (await readJson(response, z.looseObject({ formula: z.looseObject({ id: z.string() }) }))).formula.id;
}
// The free tier holds few formulas: one for the whole file.
const formulaId = await createFormula(owner.cookie);

const request = (cookie: string, body: Record<string, unknown>) =>
  ctx.request('/api/compliance/report', { method: 'POST', cookie, json: body });
async function report(cookie: string, body: Record<string, unknown>): Promise<ComplianceReportResponse> {
  return readJsonWithStatus(await request(cookie, body), 200, ComplianceReportSchema);
}
async function addLot(cookie: string, json: Record<string, unknown>): Promise<string> {
  const response = await ctx.request('/api/inventory/lots', { method: 'POST', cookie, json });
  expect(response.status).toBe(201);
  return (await readJson(response, z.looseObject({ lot: z.looseObject({ id: z.string() }) }))).lot.id;
}
const confirm = (cookie: string | undefined, formulaId: string, standardKey: string, json: unknown) =>
  ctx.request(`/api/formulas/${formulaId}/specification-confirmations/${standardKey}`, {
    method: 'PUT',
    json,
    ...(cookie ? { cookie } : {}),
  });

describe('specification confirmations (issue 18)', () => {
  it('needs a session (401)', async () => {
    expect((await ctx.request(`/api/formulas/${formulaId}/specification-confirmations`)).status).toBe(401);
    expect((await confirm(undefined, formulaId, 'IFRA_STD_905', { confirmed: true })).status).toBe(401);
  });

  it.each([
    ['a key that is not an IFRA Standard', 'PEROXIDE', { confirmed: true }],
    ['a body without confirmed', 'IFRA_STD_905', {}],
    ['confirmed that is not a boolean', 'IFRA_STD_905', { confirmed: 'yes' }],
  ])('rejects %s (422)', async (_, key, body) => {
    expect((await confirm(owner.cookie, formulaId, key, body)).status).toBe(422);
  });

  it("answers 404 for another user's formula, in the routes and in the report", async () => {
    expect(
      (await ctx.request(`/api/formulas/${formulaId}/specification-confirmations`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect((await confirm(stranger.cookie, formulaId, 'IFRA_STD_905', { confirmed: true })).status).toBe(404);
    expect((await request(stranger.cookie, { ...LINALOOL_FORMULA, formulaId })).status).toBe(404);
    expect(
      (await ctx.request('/api/formulas/not-a-uuid/specification-confirmations', { cookie: owner.cookie })).status,
    ).toBe(422);
  });

  it('linalool 0.5 g in DPG at 20% in category 4: compliant with one specification to confirm, certifiable once ticked', async () => {
    const before = await report(owner.cookie, { ...LINALOOL_FORMULA, formulaId });
    expect(before).toMatchObject({
      verdict: 'compliant-specifications-to-confirm',
      verdictLabel: 'Compliant, specifications to confirm',
      compliant: true,
      certifiable: false,
      certificationBlockers: ['specification-checklist'],
    });
    expect(before.specifications).toEqual([
      {
        standardKey: 'IFRA_STD_905',
        name: 'Linalool (fixture)',
        requirement: 'Peroxide value below 20 mmol/L.',
        materials: ['Linalool'],
        confirmed: false,
        confirmedBy: null,
        lines: [1],
      },
    ]);
    expect(before.categories['4']).toMatchObject({
      verdict: 'compliant-specifications-to-confirm',
      compliant: true,
    });

    const ticked = await confirm(owner.cookie, formulaId, 'IFRA_STD_905', { confirmed: true });
    expect(ticked.status).toBe(200);
    const { confirmation } = await readJson(
      ticked,
      z.looseObject({
        confirmation: z.looseObject({
          standardKey: z.string(),
          confirmedBy: z.looseObject({ userId: z.string() }),
          confirmedAt: z.string(),
        }),
      }),
    );
    expect(confirmation).toMatchObject({ standardKey: 'IFRA_STD_905', confirmedBy: { userId: owner.userId } });
    expect(Number.isNaN(Date.parse(confirmation.confirmedAt))).toBe(false);
    const listed = await readJson(
      await ctx.request(`/api/formulas/${formulaId}/specification-confirmations`, { cookie: owner.cookie }),
      z.looseObject({ confirmations: z.array(z.unknown()) }),
    );
    expect(listed.confirmations).toEqual([confirmation]);

    const after = await report(owner.cookie, { ...LINALOOL_FORMULA, formulaId });
    expect(after).toMatchObject({
      verdict: 'compliant',
      compliant: true,
      certifiable: true,
      certificationBlockers: [],
    });
    expect(after.specifications[0]).toMatchObject({ confirmed: true, confirmedBy: 'tick' });
    // Without formulaId the ticks of the formula do not apply.
    expect((await report(owner.cookie, LINALOOL_FORMULA)).certifiable).toBe(false);

    expect((await confirm(owner.cookie, formulaId, 'IFRA_STD_905', { confirmed: false })).status).toBe(200);
    expect((await report(owner.cookie, { ...LINALOOL_FORMULA, formulaId })).certifiable).toBe(false);
  });

  it('a lot with a certificate of analysis on the line confirms the specification', async () => {
    const lotId = await addLot(owner.cookie, {
      materialId: FIXTURE_MATERIALS.linalool.id,
      lotNumber: 'LIN-7',
      quantity: 100,
      unit: 'g',
      certificateOfAnalysis: [{ cas: '78-70-6', name: 'Linalool', percent: 98 }],
    });
    const body = await report(owner.cookie, {
      ...LINALOOL_FORMULA,
      lines: [{ ...LINALOOL_FORMULA.lines[0], lotId }, LINALOOL_FORMULA.lines[1]],
    });
    expect(body).toMatchObject({ verdict: 'compliant', certifiable: true });
    expect(body.specifications[0]).toMatchObject({ confirmed: true, confirmedBy: 'lot' });
  });
});

describe('naturals and lots in the allergen result (issue 18)', () => {
  const bergamotLines = (lotId?: string) => [
    { materialId: FIXTURE_MATERIALS.bergamot.id, grams: 1, ...(lotId ? { lotId } : {}) },
    { materialId: FIXTURE_MATERIALS.dpg.id, grams: 99 },
  ];

  it('a natural without a known composition makes the allergen result cannot be verified, naming it', async () => {
    const body = await report(owner.cookie, { lines: bergamotLines(), category: '4', dosage: 20 });
    expect(body.allergenVerdict).toBe('cannot-be-verified');
    expect(body.allergenGaps).toEqual([
      { materialId: FIXTURE_MATERIALS.bergamot.id, materialName: 'Bergamot oil, expressed', lines: [1] },
    ]);
    // The oil itself is an Annex III entry: it is listed under its label name.
    expect(body.allergens.map((allergen) => allergen.name)).toEqual(['Citrus Aurantium Bergamia Peel Oil']);
  });

  it("the lot's certificate of analysis picked on the line gives limonene and linalool at the right concentrations", async () => {
    const lotId = await addLot(owner.cookie, {
      materialId: FIXTURE_MATERIALS.bergamot.id,
      lotNumber: 'BERG-38',
      quantity: 50,
      unit: 'g',
      certificateOfAnalysis: [
        { cas: '5989-27-5', name: 'Limonene', percent: 38 },
        { cas: '78-70-6', name: 'Linalool', percent: 12 },
      ],
    });
    const body = await report(owner.cookie, { lines: bergamotLines(lotId), category: '4', dosage: 20 });
    expect(body.allergenVerdict).toBe('complete');
    expect(body.allergenGaps).toEqual([]);
    const byName = new Map(body.allergens.map((allergen) => [allergen.name, allergen]));
    // 1 g of oil in 100 g at 20%: limonene 0.38 g → 0.076%, linalool 0.12 g → 0.024%.
    expect(byName.get('Limonene')?.concentration).toBeCloseTo(0.076, 12);
    expect(byName.get('Limonene')).toMatchObject({ labelName: 'Limonene', annexIiiReference: '88', declare: true });
    expect(byName.get('Linalool')?.concentration).toBeCloseTo(0.024, 12);
    expect(byName.get('Linalool')?.cas).toEqual(['78-70-6', '126-91-0', '126-90-9']);
    expect(body.lines[0]).toMatchObject({ materialId: FIXTURE_MATERIALS.bergamot.id, lotId });
  });

  it("rejects another user's lot and a lot of another material (422 naming the line)", async () => {
    const foreignLot = await addLot(stranger.cookie, {
      materialId: FIXTURE_MATERIALS.bergamot.id,
      quantity: 5,
      unit: 'g',
    });
    const foreign = await request(owner.cookie, { lines: bergamotLines(foreignLot), category: '4', dosage: 20 });
    expect(foreign.status).toBe(422);
    expect((await readError(foreign)).error.message).toMatch(/^Line 1 .*not in your inventory/);
    const lemonLot = await addLot(owner.cookie, { materialId: FIXTURE_MATERIALS.lemon.id, quantity: 5, unit: 'g' });
    const wrong = await request(owner.cookie, { lines: bergamotLines(lemonLot), category: '4', dosage: 20 });
    expect(wrong.status).toBe(422);
    expect((await readError(wrong)).error.message).toMatch(/lot of another material/);
    expect(
      (await request(owner.cookie, { lines: bergamotLines('not-a-uuid'), category: '4', dosage: 20 })).status,
    ).toBe(422);
  });
});

describe('markets in the verdict (issue 18)', () => {
  const lyral = {
    lines: [
      { materialId: FIXTURE_MATERIALS.lyral.id, grams: 1 },
      { materialId: FIXTURE_MATERIALS.dpg.id, grams: 99 },
    ],
    category: '4',
    dosage: 20,
  };

  it('Lyral (Annex II entry 1380) makes an EU product not compliant, with the line named', async () => {
    const body = await report(owner.cookie, lyral);
    expect(body).toMatchObject({ verdict: 'not-compliant', compliant: false, markets: ['EU'] });
    expect(body.failures).toEqual([
      {
        kind: 'eu-annex-ii',
        annexIiReference: '1380',
        name: 'Hydroxyisohexyl 3-cyclohexene carboxaldehyde (HICC)',
        concentration: expect.closeTo(0.2, 12),
        members: [expect.objectContaining({ line: 1, materialName: 'Lyral' })],
      },
    ]);
    // Household products (category 12) are not cosmetics: the EU Cosmetics Regulation does not apply.
    expect(body.categories['12'].verdict).toBe('compliant');
  });

  it('a market without rules in the data reads "not assessed", never compliant (issue 27, deliver 4)', async () => {
    // Lyral (HICC) is banned in the EU (Annex II 1380) and in GB law; the project holds no GB or US rules.
    for (const market of ['US', 'UK'] as const) {
      const body = await report(owner.cookie, { ...lyral, markets: [market] });
      expect(body).toMatchObject({
        verdict: 'cannot-be-verified',
        compliant: false,
        assessedVerdict: 'compliant',
        failures: [],
        marketAssessments: [
          {
            market,
            status: 'not-assessed',
            label: market === 'UK' ? 'Not assessed for the United Kingdom' : 'Not assessed for the United States',
          },
        ],
      });
    }
    // With the EU chosen too, the EU's ban decides: not compliant.
    const both = await report(owner.cookie, { ...lyral, markets: ['EU', 'UK'] });
    expect(both).toMatchObject({ verdict: 'not-compliant', compliant: false });
    expect((await request(owner.cookie, { ...lyral, markets: ['Mars'] })).status).toBe(422);
  });

  it('an Annex III maximum (isoeugenol 0.02%) fails above it', async () => {
    const body = await report(owner.cookie, {
      lines: [
        { materialId: FIXTURE_MATERIALS.isoeugenol.id, grams: 0.2 },
        { materialId: FIXTURE_MATERIALS.dpg.id, grams: 99.8 },
      ],
      category: '4',
      dosage: 20,
    });
    expect(body.verdict).toBe('not-compliant');
    expect(body.euRestricted).toEqual([
      {
        annexIiiReference: '73',
        name: 'Isoeugenol',
        concentration: expect.closeTo(0.04, 12),
        limit: 0.02,
        scope: 'Cosmetic products other than oral products',
        verdict: 'fail',
        source: 'allergen',
      },
    ]);
  });
});
