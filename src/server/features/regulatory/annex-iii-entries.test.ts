import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import { insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import type { ComplianceReportResponse } from '../../../domain/regulatory/format-report-response.ts';
import { euAnnexEntries, materials } from '../../db/schema/index.ts';
import { readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { ComplianceReportSchema } from '../../../../tests/setup/response-schemas.ts';

/**
 * Issue 27 deliver 3 through POST /api/compliance/report: Annex III entries beyond the fragrance allergens. The rows
 * are annex_iii_restricted.csv's (ECHA export of 16 May 2024) as the importer stores them in eu_annex_entries:
 * - entry 102, methyl eugenol 93-15-2: "Fine fragrance" 0.01 %, "Eau de toilette" 0.004 %, "Fragrance cream"
 *   0.002 %, "Rinse-off products" 0.001 %, "Oral products" and "Leave-on products other than fine fragrance, eau de
 *   toilette, and fragrance cream products" 0.0002 %;
 * - entry 14, hydroquinone 123-31-9: "Artificial nail systems" 0.02 % only (Art. 14(1)(b): not permitted elsewhere);
 * - entry 4, ammonium hydroxide 1336-21-6: "All cosmetic products" 6 % "As NH3", warning "Above 2 %: Contains
 *   ammonia" (not comparable with the substance's own concentration: cannot be verified).
 */
const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
const annexIii = (
  refNo: string,
  cas: string,
  productTypes: string,
  maximumThreshold: string,
  extra: { expressedAs?: string; warningLabel?: string; restrictions?: string } = {},
) => ({
  id: `III|${refNo}|${cas}|${productTypes}`,
  annex: 'III',
  refNo,
  substanceName:
    refNo === '102' ? '1,2-Dimethoxy-4-(2-propenyl)-benzene' : refNo === '14' ? 'Hydroquinone' : 'Ammonium hydroxide',
  cas,
  casValid: true,
  identifierNames: [],
  productTypes,
  maximumThreshold,
  ...extra,
});
await ctx.deps.database.db.insert(euAnnexEntries).values([
  annexIii('102', '93-15-2', 'Oral products', '0.0002 %'),
  annexIii(
    '102',
    '93-15-2',
    'Leave-on products other than fine fragrance, eau de toilette, and fragrance cream products',
    '0.0002 %',
  ),
  annexIii('102', '93-15-2', 'Fine fragrance', '0.01 %'),
  annexIii('102', '93-15-2', 'Eau de toilette', '0.004 %'),
  annexIii('102', '93-15-2', 'Fragrance cream', '0.002 %'),
  annexIii('102', '93-15-2', 'Rinse-off products', '0.001 %'),
  annexIii('14', '123-31-9', 'Artificial nail systems', '0.02 %', {
    restrictions: 'For professional use only',
    warningLabel: 'For professional use only. Avoid skin contact. Read directions for use carefully.',
  }),
  annexIii('4', '1336-21-6', 'All cosmetic products', '6 %', {
    expressedAs: 'As NH3',
    warningLabel: 'Above 2 %: Contains ammonia',
  }),
]);
const substance = (name: string, cas: string) => ({
  id: randomUUID(),
  mergeKey: `cas:${cas}`,
  cas,
  casValid: true,
  name,
  kind: 'substance',
  isNatural: false,
  searchText: name.toLowerCase(),
});
await ctx.deps.database.db
  .insert(materials)
  .values([
    substance('Methyl eugenol', '93-15-2'),
    substance('Hydroquinone', '123-31-9'),
    substance('Ammonium hydroxide', '1336-21-6'),
  ]);
ctx.deps.complianceInputs.forget();
const user = await ctx.signUp();

const withDpg = (cas: string, grams: number) => [
  { cas, grams },
  { cas: '25265-71-8', grams: 100 - grams },
];
async function reportOk(body: Record<string, unknown>): Promise<ComplianceReportResponse> {
  const response = await ctx.request('/api/compliance/report', { method: 'POST', json: body, cookie: user.cookie });
  return readJsonWithStatus(response, 200, ComplianceReportSchema);
}

describe('Annex III entries beyond the allergens in POST /api/compliance/report', () => {
  it('needs a session (401)', async () => {
    const response = await ctx.request('/api/compliance/report', {
      method: 'POST',
      json: { lines: withDpg('93-15-2', 0.05), category: '4', dosage: 20 },
    });
    expect(response.status).toBe(401);
  });

  it('answers 422 for a product type that does not exist', async () => {
    const response = await ctx.request('/api/compliance/report', {
      method: 'POST',
      json: { lines: withDpg('93-15-2', 0.05), category: '4', dosage: 20, euProductKind: 'fine-fragrance' },
      cookie: user.cookie,
    });
    expect(response.status).toBe(422);
  });

  it.each([
    // 0.05 g in 100 g: 0.05 % × dosage. Entry 102: "Eau de toilette" 0.004 %, "Fine fragrance" 0.01 %.
    [20, 'eau-de-toilette', 0.01, 0.004, 'fail'],
    [5, 'eau-de-toilette', 0.0025, 0.004, 'pass'],
    [15, 'hydroalcoholic-fragrance', 0.0075, 0.01, 'pass'],
    [25, 'hydroalcoholic-fragrance', 0.0125, 0.01, 'fail'],
    [1, 'rinse-off-skin', 0.0005, 0.001, 'pass'],
    [1, 'leave-on-skin', 0.0005, 0.0002, 'fail'],
  ] as const)(
    'methyl eugenol at dosage %s in a %s product: %s against %s, %s',
    async (dosage, kind, c, limit, verdict) => {
      const body = await reportOk({ lines: withDpg('93-15-2', 0.05), category: '4', dosage, euProductKind: kind });
      const found = body.euRestricted.find((entry) => entry.annexIiiReference === '102');
      expect(found).toMatchObject({ limit, verdict, source: 'annex-iii' });
      expect(found?.concentration).toBeCloseTo(c, 12);
      expect(body.compliant).toBe(verdict === 'pass');
      const failure = body.failures.find((entry) => entry.kind === 'eu-annex-iii-maximum');
      if (verdict === 'fail')
        expect(failure).toMatchObject({
          annexIiiReference: '102',
          limit,
          members: [expect.objectContaining({ line: 1 })],
        });
      else expect(failure).toBeUndefined();
    },
  );

  it('hydroquinone is not permitted in a fine fragrance (entry 14: artificial nail systems only)', async () => {
    const body = await reportOk({ lines: withDpg('123-31-9', 0.01), category: '4', dosage: 10 });
    expect(body.euRestricted).toContainEqual(
      expect.objectContaining({
        annexIiiReference: '14',
        limit: 0,
        verdict: 'fail',
        scope: 'Annex III permits it only in: Artificial nail systems',
      }),
    );
    expect(body.verdict).toBe('not-compliant');
  });

  it('ammonium hydroxide cannot be verified ("6 %, as NH3"), the Annex quoted, and its warning listed', async () => {
    const body = await reportOk({
      lines: withDpg('1336-21-6', 1),
      category: '5A',
      dosage: 10,
      euProductKind: 'leave-on-skin',
    });
    expect(body.euRestrictedUnverified).toEqual([
      expect.objectContaining({ annexIiiReference: '4', annexText: 'All cosmetic products: 6 % (As NH3)' }),
    ]);
    expect(body.verdict).toBe('cannot-be-verified');
    expect(body.compliant).toBe(false);
    expect(body.euLabelRequirements).toContainEqual(
      expect.objectContaining({ annexIiiReference: '4', kind: 'warning', text: 'Above 2 %: Contains ammonia' }),
    );
  });

  it('a product that is not a cosmetic (category 12) applies no Annex III entry', async () => {
    const body = await reportOk({ lines: withDpg('123-31-9', 0.01), category: '12', dosage: 10 });
    expect(body.euRestricted).toEqual([]);
    expect(body.euRestrictedUnverified).toEqual([]);
  });

  it('the allergen declaration quotes what cannot be verified', async () => {
    const response = await ctx.request('/api/compliance/allergen-declaration.pdf', {
      method: 'POST',
      json: { lines: withDpg('1336-21-6', 1), category: '5A', dosage: 10, productName: 'Body lotion' },
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    const text = (await extractPdfText(new Uint8Array(await response.arrayBuffer()))).replaceAll(/\s+/g, ' ');
    expect(text).toContain('CANNOT BE VERIFIED against the Annex: “All cosmetic products: 6 % (As NH3)”');
    expect(text).toContain('warning to print on the label: “Above 2 %: Contains ammonia”');
  });
});
