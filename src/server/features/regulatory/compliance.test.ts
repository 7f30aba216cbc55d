import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import type { ComplianceReportResponse } from '../../../domain/regulatory/format-report-response.ts';
import { importRuns } from '../../db/schema/index.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { readError, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { ComplianceReportSchema, CreatedMaterialSchema } from '../../../../tests/setup/response-schemas.ts';

const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
const user = await ctx.signUp();

const DPG = '25265-71-8';
const report = (body: Record<string, unknown>) =>
  ctx.request('/api/compliance/report', { method: 'POST', json: body, cookie: user.cookie });
async function reportOk(body: Record<string, unknown>): Promise<ComplianceReportResponse> {
  const response = await report(body);
  return readJsonWithStatus(response, 200, ComplianceReportSchema);
}
const T3_LINES = [
  { cas: '5392-40-5', grams: 2 },
  { materialId: FIXTURE_MATERIALS.litsea.id, grams: 5 },
  { materialId: FIXTURE_MATERIALS.rose.id, grams: 3 },
  { cas: DPG, grams: 90 },
];

describe('POST /api/compliance/report (fixture data, compliance-rules.md §8)', () => {
  it('needs a session (401)', async () => {
    const response = await ctx.request('/api/compliance/report', {
      method: 'POST',
      json: { lines: [], category: '4', dosage: 20 },
    });
    expect(response.status).toBe(401);
    expect((await ctx.request('/api/compliance/engine-data?materialIds=x')).status).toBe(401);
    expect((await ctx.request('/api/compliance/certificate.pdf', { method: 'POST', json: {} })).status).toBe(401);
  });

  it('T1: citral 2 g neat in 100 g at 20% passes in category 4 at 0.40%, D*4 = 30%', async () => {
    const body = await reportOk({
      lines: [
        { cas: '5392-40-5', grams: 2 },
        { cas: DPG, grams: 98 },
      ],
      category: '4',
      dosage: 20,
      dosageBasis: 'w/w',
      productType: 'leave-on',
    });
    expect(body.dataVersion).toEqual({
      ifraAmendment: '51',
      // IFRA notified the 51st Amendment on 30 June 2023 (the dataset manifest's publishedOn).
      ifraPublishedOn: '2023-06-30',
      euAnnexEdition: 'ECHA export 2024-05-16',
      importedOn: '2026-01-15',
    });
    expect(body.compliant).toBe(true);
    const citral = body.standards.find((standard) => standard.key === 'IFRA_STD_901');
    expect(citral).toMatchObject({ limit: 0.6, verdict: 'pass' });
    expect(citral?.concentration).toBeCloseTo(0.4, 12);
    expect(citral?.ratio).toBeCloseTo(0.4 / 0.6, 12);
    expect(body.maxDosage['4']).toBeCloseTo(30, 9);
    expect(body.maxDosage['12']).toBe('not-limited');
    expect(body.unresolved).toEqual([]);
  });

  it('T2: "citral 10% in DPG" gives the same result', async () => {
    const body = await reportOk({
      lines: [
        { cas: '5392-40-5', grams: 20, purity: 0.1, diluentCas: DPG },
        { cas: DPG, grams: 80 },
      ],
      category: '4',
      dosage: 20,
    });
    expect(body.standards.find((standard) => standard.key === 'IFRA_STD_901')?.concentration).toBeCloseTo(0.4, 12);
    expect(body.maxDosage['4']).toBeCloseTo(30, 9);
  });

  it('T3: naturals expand through the IFRA annex: citral 1.1011% fails (ratio 1.835), D*4 = 10.898, certificate 10.89%', async () => {
    const body = await reportOk({ lines: T3_LINES, category: '4', dosage: 20 });
    const citral = body.standards.find((standard) => standard.key === 'IFRA_STD_901');
    expect(citral?.verdict).toBe('fail');
    expect(citral?.concentration).toBeCloseTo(1.1011, 10);
    expect(citral?.ratio).toBeCloseTo(1.835166666, 8);
    expect(body.compliant).toBe(false);
    expect(body.maxDosage['4']).toBeCloseTo((0.6 * 100 * 100) / (5.5055 * 100), 9);
    expect(body.certificateMaxDosage['4']).toEqual({ value: 10.89, label: '10.89%' });
    expect(body.lines.map((line) => line.materialName)).toEqual([
      'Citral',
      'Litsea cubeba oil',
      'Rose oil',
      'Dipropylene glycol',
    ]);
  });

  it('T4-T6: phototoxicity sum of ratios 1.3 fails in category 4, FCF bergamot is exempt, category 9 does not apply it', async () => {
    const lines = [
      { materialId: FIXTURE_MATERIALS.bergamot.id, grams: 2 },
      { materialId: FIXTURE_MATERIALS.lemon.id, grams: 3 },
      { cas: DPG, grams: 95 },
    ];
    const t4 = await reportOk({ lines, category: '4', dosage: 20 });
    expect(t4.phototoxicity.sumOfRatios).toBeCloseTo(1.3, 12);
    expect(t4.compliant).toBe(false);
    expect(t4.maxDosage['4']).toBeCloseTo(100 / 6.5, 9);
    const t5 = await reportOk({
      lines: [{ materialId: FIXTURE_MATERIALS.bergamotFcf.id, grams: 2 }, ...lines.slice(1)],
      category: '4',
      dosage: 20,
    });
    expect(t5.phototoxicity.sumOfRatios).toBeCloseTo(0.3, 12);
    expect(t5.compliant).toBe(true);
    const t6 = await reportOk({ lines, category: '9', dosage: 20, productType: 'rinse-off' });
    expect(t6.phototoxicity.isApplicable).toBe(false);
  });

  it.each([
    // compliance-rules.md §4: furocoumarin-free grades leave the sum "by their own data (an explicit flag, never a
    // name heuristic)". T4 (Σ 1.3, fails) while only the name says FCF; T5 (Σ 0.3) once the user states the type.
    { naturalType: undefined, sum: 1.3, compliant: false },
    { naturalType: 'furocoumarin-free', sum: 0.3, compliant: true },
  ])(
    'T4/T5 with an own "Bergamot oil FCF", stated type $naturalType: Σ $sum',
    async ({ naturalType, sum, compliant }) => {
      const created = await ctx.request('/api/materials', {
        method: 'POST',
        cookie: user.cookie,
        json: { name: 'Bergamot oil FCF (supplier X)', kind: 'natural', cas: '8007-75-8', naturalType },
      });
      const { material } = await readJsonWithStatus(created, 201, CreatedMaterialSchema);
      const body = await reportOk({
        lines: [
          { materialId: material.id, grams: 2 },
          { materialId: FIXTURE_MATERIALS.lemon.id, grams: 3 },
          { cas: DPG, grams: 95 },
        ],
        category: '4',
        dosage: 20,
      });
      expect(body.phototoxicity.sumOfRatios).toBeCloseTo(sum, 12);
      expect(body.compliant).toBe(compliant);
    },
  );

  it.each([
    [{ kind: 'substance', cas: '78-70-6', naturalType: 'furocoumarin-free' }, 'naturalType'],
    [{ kind: 'natural', naturalType: 'unknown' }, 'naturalType'],
    [{ kind: 'natural', naturalType: 'FCF' }, 'naturalType'],
  ])('a stated type only for a natural, one of the types (422): %j', async (fields, path) => {
    const response = await ctx.request('/api/materials', {
      method: 'POST',
      cookie: user.cookie,
      json: { name: 'Typed material', ...fields },
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await readError(response))).toContain(path);
  });

  it('T7: a prohibited material added directly fails and every category is "Not approved"; Annex II flags it', async () => {
    const body = await reportOk({
      lines: [
        { cas: '83-66-9', grams: 0.001 },
        { cas: DPG, grams: 99.999 },
      ],
      category: '4',
      dosage: 20,
    });
    expect(body.standards.find((standard) => standard.key === 'IFRA_STD_904')?.verdict).toBe('fail');
    expect(Object.values(body.maxDosage).every((value) => value === 'not-approved')).toBe(true);
    expect(body.euProhibited.map((entry) => entry.annexIiReference)).toEqual(['1']);
  });

  it('T8/T9: geraniol from rose oil is declared at 0.1062% leave-on, not at 0.00531% rinse-off', async () => {
    const lines = [
      { materialId: FIXTURE_MATERIALS.rose.id, grams: 3 },
      { cas: DPG, grams: 97 },
    ];
    const leaveOn = await reportOk({ lines, category: '4', dosage: 20, productType: 'leave-on' });
    const geraniol = leaveOn.allergens.find((entry) => entry.name === 'Geraniol');
    expect(geraniol?.concentration).toBeCloseTo(0.1062, 12);
    expect(geraniol?.declare).toBe(true);
    const rinseOff = await reportOk({ lines, category: '9', dosage: 1, productType: 'rinse-off' });
    expect(rinseOff.allergens.find((entry) => entry.name === 'Geraniol')).toMatchObject({ declare: false });
    expect(rinseOff.allergens.find((entry) => entry.name === 'Geraniol')?.concentration).toBeCloseTo(0.00531, 12);
  });

  it('T11: the two linalool CAS are summed under one grouping name', async () => {
    const body = await reportOk({
      lines: [
        { cas: '78-70-6', grams: 0.003 },
        { cas: '126-91-0', grams: 0.003 },
        { cas: DPG, grams: 99.994 },
      ],
      category: '4',
      dosage: 20,
    });
    const linalool = body.allergens.filter((entry) => entry.name === 'Linalool');
    expect(linalool).toHaveLength(1);
    expect(linalool[0]?.concentration).toBeCloseTo(0.0012, 12);
    expect(linalool[0]?.declare).toBe(true);
  });

  it('T12: a v/v dosage is converted with the two densities (23.69% w/w)', async () => {
    const body = await reportOk({
      lines: [
        { cas: '5392-40-5', grams: 2 },
        { cas: DPG, grams: 98 },
      ],
      category: '4',
      dosage: 20,
      dosageBasis: 'v/v',
      concentrateDensity: 0.98,
      baseDensity: 0.789,
    });
    expect(body.dosage.percentWw).toBeCloseTo(23.6945, 3);
  });

  it.each([
    [
      'negative grams',
      {
        lines: [
          { cas: DPG, grams: 10 },
          { cas: '5392-40-5', grams: -1 },
        ],
        category: '4',
        dosage: 20,
      },
      /^Line 2 \(CAS 5392-40-5\): the amount/,
    ],
    [
      'non-numeric grams',
      { lines: [{ cas: DPG, grams: 'ten' }], category: '4', dosage: 20 },
      /^Line 1 \(CAS 25265-71-8\): the amount must be a finite number/,
    ],
    ['a zero total', { lines: [{ cas: DPG, grams: 0 }], category: '4', dosage: 20 }, /no weight/],
    ['an empty formula', { lines: [], category: '4', dosage: 20 }, /no weight/],
    [
      'a dosage of 0',
      { lines: [{ cas: DPG, grams: 1 }], category: '4', dosage: 0 },
      /dosage must be above 0 and at most 100%/,
    ],
    [
      'a dosage above 100',
      { lines: [{ cas: DPG, grams: 1 }], category: '4', dosage: 100.5 },
      /dosage must be above 0 and at most 100%/,
    ],
    [
      'an unknown category',
      { lines: [{ cas: DPG, grams: 1 }], category: '13', dosage: 20 },
      /category must be one of the 18 IFRA categories/,
    ],
    [
      'an unknown CAS',
      {
        lines: [
          { cas: DPG, grams: 1 },
          { cas: '1234-56-6', grams: 1 },
        ],
        category: '4',
        dosage: 20,
      },
      /^Line 2 \(CAS 1234-56-6\): unknown CAS number/,
    ],
    [
      'an unknown material',
      { lines: [{ materialId: 'no-such-material', grams: 1 }], category: '4', dosage: 20 },
      /^Line 1 \(no-such-material\): unknown material/,
    ],
    [
      'v/v without densities',
      { lines: [{ cas: DPG, grams: 1 }], category: '4', dosage: 20, dosageBasis: 'v/v' },
      /needs concentrateDensity and baseDensity/,
    ],
  ])('answers 422 for %s, naming the problem', async (_, body, message) => {
    const response = await report(body);
    expect(response.status).toBe(422);
    const json = await readError(response);
    expect(json.error.message).toMatch(message);
  });
});

describe('cache of the compliance inputs', () => {
  it('is reused until a new import run succeeds', async () => {
    const first = await ctx.deps.complianceInputs.load();
    expect(await ctx.deps.complianceInputs.load()).toBe(first);
    const later = new Date('2026-02-01T00:00:00Z');
    await ctx.deps.database.db.insert(importRuns).values({
      dataset: 'eu-cosmetics-annexes-echa',
      version: 'ECHA export 2024-05-16',
      licence: 'fixture',
      source: 'fixture',
      status: 'succeeded',
      startedAt: later,
      finishedAt: later,
    });
    const second = await ctx.deps.complianceInputs.load();
    expect(second).not.toBe(first);
    expect(second.regulatoryData.dataVersion.importedOn).toBe('2026-02-01');
    // A report after the import reads the rebuilt inputs, and builds no third copy.
    await reportOk({ lines: T3_LINES, category: '4', dosage: 20 });
    expect(await ctx.deps.complianceInputs.load()).toBe(second);
  });
});

describe('documents', () => {
  it('prints the computed values, the amendment, the signatory and company from settings', async () => {
    await ctx.request('/api/settings', {
      method: 'PUT',
      json: {
        certificateSignatory: 'Jeanne Martin',
        certificateSignatoryRole: 'Perfumer',
        certificateCompany: 'Maison Test',
        certificateCompanyAddress: 'Grasse',
      },
      cookie: user.cookie,
    });
    const body = { lines: T3_LINES, category: '4', dosage: 20, productName: 'Citrus Sillage' };
    const certificate = await ctx.request('/api/compliance/certificate.pdf', {
      method: 'POST',
      json: body,
      cookie: user.cookie,
    });
    expect(certificate.status).toBe(200);
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    const text = (await extractPdfText(new Uint8Array(await certificate.arrayBuffer()))).replaceAll(/\s+/g, ' ');
    for (const expected of [
      'IFRA Certificate of Conformity',
      'Citrus Sillage',
      '10.89%',
      '51st Amendment',
      'Jeanne Martin',
      'Maison Test',
      'Not certifiable as it stands',
      'Not limited',
    ]) {
      expect(text).toContain(expected);
    }
    const declaration = await ctx.request('/api/compliance/allergen-declaration.pdf', {
      method: 'POST',
      json: {
        ...body,
        lines: [
          { materialId: FIXTURE_MATERIALS.rose.id, grams: 3 },
          { cas: DPG, grams: 97 },
        ],
      },
      cookie: user.cookie,
    });
    expect(declaration.status).toBe(200);
    const declarationText = (await extractPdfText(new Uint8Array(await declaration.arrayBuffer()))).replaceAll(
      /\s+/g,
      ' ',
    );
    for (const expected of ['Fragrance Allergen Declaration', 'Geraniol', '0.531%', '0.1062%', 'Yes'])
      expect(declarationText).toContain(expected);
  });

  it('answers 422 for bad input like the report', async () => {
    const response = await ctx.request('/api/compliance/certificate.pdf', {
      method: 'POST',
      json: { lines: [{ cas: DPG, grams: -2 }], category: '4', dosage: 20 },
      cookie: user.cookie,
    });
    expect(response.status).toBe(422);
  });
});
