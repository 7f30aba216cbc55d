import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import {
  createDocumentWorld,
  DOCUMENT_COMPANY,
  documentRow,
} from '../../../../tests/fixtures/formula-document-fixtures.ts';
import type { ComplianceReportResponse } from '../../../domain/regulatory/format-report-response.ts';
import { euLabellingAllergens, materials } from '../../db/schema/index.ts';
import { readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { ComplianceReportSchema } from '../../../../tests/setup/response-schemas.ts';

/**
 * Issue 27 deliver 3 through POST /api/compliance/report: Annex III maxima and conditions per EU product type. The
 * entry is Annex III 324 (methyl salicylate, 119-36-8) as ECHA's export words it (fragrance_allergens_labelling.csv):
 * lip products 0.03 %, hydroalcoholic-based fragrances 0.6 %, eye makeup and makeup remover 0.002 %, and "Not to be
 * used in preparations for children under 6 years of age, with the exception of Toothpaste".
 */
const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
const METHYL_SALICYLATE_MAXIMA = [
  'Rinse-off skin products (except hand wash) and rinse-off hair products: 0.06 %',
  'Body lotion spray/aerosol: 0.04 %',
  'Hand wash: 0.6 %',
  'Toothpaste: 2.52 %',
  'Mouthwash intended for children above 10 years of age and adults: 0.6 %',
  'Mouth spray: 0.65 %',
  'Face makeup (except lip products, eye makeup and makeup remover): 0.05 %',
  'Deodorant spray/aerosol: 0.003 %',
  'Leave-on skin products (except face makeup, spray/aerosol body lotion, spray/aerosol deodorant and hydroalcoholic-based fragrances) and leave on hair products (except spray/aerosol products): 0.06 %',
  'Eye makeup and makeup remover: 0.002 %',
  'Leave-on hair products (spray/aerosol): 0.009 %',
  'Hydroalcoholic-based fragrances: 0.6 %',
  'Lip products: 0.03 %',
  'Mouthwash intended for children aged 6–10 years: 0.1 %',
].join(' | ');
await ctx.deps.database.db.insert(euLabellingAllergens).values({
  id: '324|119-36-8',
  annexIiiRef: '324',
  cas: '119-36-8',
  names: ['Methyl 2-hydroxybenzoate'],
  labelName: null,
  leaveOnThresholdPct: 0.001,
  rinseOffThresholdPct: 0.01,
  isOriginal26: false,
  isAddedBy20231545: true,
  maxConcentration: METHYL_SALICYLATE_MAXIMA,
  otherRestrictions:
    'Not to be used in preparations for children under 6 years of age, with the exception of Toothpaste',
});
const METHYL_SALICYLATE = { id: randomUUID(), name: 'Methyl salicylate' };
await ctx.deps.database.db.insert(materials).values({
  id: METHYL_SALICYLATE.id,
  mergeKey: 'cas:119-36-8',
  cas: '119-36-8',
  casValid: true,
  name: 'Methyl salicylate',
  kind: 'substance',
  isNatural: false,
  searchText: 'methyl salicylate',
});
ctx.deps.complianceInputs.forget();
const user = await ctx.signUp();
const world = await createDocumentWorld(ctx);

// 0.5 g in 100 g at 10 %: 0.05 % methyl salicylate in the finished product.
const LINES = [
  { cas: '119-36-8', grams: 0.5 },
  { cas: '25265-71-8', grams: 99.5 },
];
async function reportOk(body: Record<string, unknown>): Promise<ComplianceReportResponse> {
  const response = await ctx.request('/api/compliance/report', { method: 'POST', json: body, cookie: user.cookie });
  return readJsonWithStatus(response, 200, ComplianceReportSchema);
}

describe('EU product types in POST /api/compliance/report', () => {
  it('needs a session (401)', async () => {
    const response = await ctx.request('/api/compliance/report', {
      method: 'POST',
      json: { lines: LINES, category: '4', dosage: 10, euProductKind: 'lips' },
    });
    expect(response.status).toBe(401);
  });

  it('answers 422 for a product type that does not exist', async () => {
    const response = await ctx.request('/api/compliance/report', {
      method: 'POST',
      json: { lines: LINES, category: '4', dosage: 10, euProductKind: 'bath-bomb' },
      cookie: user.cookie,
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain('euProductKind must be one of');
  });

  it.each([
    // Category 4 is proposed as an eau de toilette ("hydroalcoholic-based fragrances" 0.6 %): 0.05 % ≤ 0.6 %.
    [undefined, 'eau-de-toilette', 0.6, 'pass'],
    ['hydroalcoholic-fragrance', 'hydroalcoholic-fragrance', 0.6, 'pass'],
    ['lips', 'lips', 0.03, 'fail'],
    ['eye-area', 'eye-area', 0.002, 'fail'],
    ['rinse-off-skin', 'rinse-off-skin', 0.06, 'pass'],
    ['children', 'children', 0, 'fail'],
  ] as const)('chosen %s: used %s, maximum %s (percent), %s', async (chosen, used, limit, verdict) => {
    const body = await reportOk({
      lines: LINES,
      category: '4',
      dosage: 10,
      ...(chosen ? { euProductKind: chosen } : {}),
    });
    expect(body.euProductKind).toMatchObject({ proposed: 'eau-de-toilette', used, isConfirmed: !!chosen });
    const restricted = body.euRestricted.find((entry) => entry.annexIiiReference === '324');
    expect(restricted).toMatchObject({ limit, verdict });
    expect(restricted?.concentration).toBeCloseTo(0.05, 12);
    expect(body.compliant).toBe(verdict === 'pass');
    // The rinse-off basis chooses the 0.01 % threshold (Annex III: "0.01 % in rinse-off products").
    expect(body.allergens.find((entry) => entry.annexIiiReference === '324')?.threshold).toBe(
      used === 'rinse-off-skin' ? 0.01 : 0.001,
    );
  });

  it('the declaration names the product type, the maximum with its scope and the condition for children', async () => {
    const response = await ctx.request('/api/compliance/allergen-declaration.pdf', {
      method: 'POST',
      json: { lines: LINES, category: '5D', dosage: 10, productName: 'Baby balm' },
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    const text = (await extractPdfText(new Uint8Array(await response.arrayBuffer()))).replaceAll(/\s+/g, ' ');
    for (const expected of [
      "Children's product (under 6 years) (proposed from the IFRA category)",
      'ANNEX III MAXIMA, CONDITIONS AND WARNINGS FOR THIS PRODUCT TYPE',
      'Methyl Salicylate (Annex III entry 324): 0.05% in the product, not permitted in this product type',
      'condition of use: “Not to be used in preparations for children under 6 years of age',
    ])
      expect(text).toContain(expected);
  });

  it("a saved formula's EU product type applies to its declaration (GET /api/formulas/:id/allergen-declaration.pdf)", async () => {
    await world.setCompany(world.owner.cookie, DOCUMENT_COMPANY);
    // 0.5 g in 100 g at 10 %: 0.05 % against the 0.03 % of lip products.
    const id = await world.createFormula(
      world.owner.cookie,
      'Lip balm',
      [documentRow(METHYL_SALICYLATE, 0.5), documentRow(FIXTURE_MATERIALS.dpg, 99.5)],
      { ifraCategory: '4', dosagePercent: 10, euProductKind: 'lips' },
    );
    const response = await ctx.request(`/api/formulas/${id}/allergen-declaration.pdf?productType=leave-on`, {
      cookie: world.owner.cookie,
    });
    expect(response.status).toBe(200);
    const text = (await extractPdfText(new Uint8Array(await response.arrayBuffer()))).replaceAll(/\s+/g, ' ');
    expect(text).toContain('EU product type Lip product');
    expect(text).toContain('maximum 0.03% (Lip products): ABOVE THE MAXIMUM');
    // Another user's formula is a 404.
    const stranger = await ctx.request(`/api/formulas/${id}/allergen-declaration.pdf`, {
      cookie: world.stranger.cookie,
    });
    expect(stranger.status).toBe(404);
  });
});
