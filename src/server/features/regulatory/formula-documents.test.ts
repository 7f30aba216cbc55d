import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { extractPdfText, MOJIBAKE } from '../../../../tests/support/pdf-text.ts';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from './compliance-test-fixtures.ts';
import { CATEGORY_DESCRIPTIONS } from './render-compliance-pdfs.ts';

const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
const owner = await ctx.signUp();
const stranger = await ctx.signUp();

const COMPANY = {
  certificateCompany: 'Maison Éloïse Parfums',
  certificateCompanyAddress: '12 rue des Fleurs\n06130 Grasse\nFrance',
  certificateSignatory: 'Jeanne Martin',
  certificateSignatoryRole: 'Head Perfumer',
};

type Row = { materialId: string; name: string; amount: number };
const row = (material: { id: string; name: string }, amount: number): Row => ({ materialId: material.id, name: material.name, amount });

async function createFormula(cookie: string, name: string, rows: Row[], product: Record<string, unknown> = {}): Promise<string> {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie,
    json: { name, rows: rows.map((entry) => ({ ...entry, unit: 'g' })), product: { ifraCategory: '4', dosagePercent: 20, basis: 'w/w', application: 'leave-on', concentrateDensity: 0.95, baseDensity: 0.79, ...product } },
  });
  const body = (await response.json()) as { formula?: { id: string }; id?: string; error?: { message: string } };
  expect(response.status, body.error?.message).toBe(201);
  const id = body.formula?.id ?? body.id;
  if (!id) throw new Error('no formula id in the answer');
  return id;
}

async function setCompany(cookie: string, change: Partial<typeof COMPANY>) {
  const response = await ctx.request('/api/settings', { method: 'PUT', json: change, cookie });
  expect(response.status).toBe(200);
}

const download = (id: string, document: 'certificate' | 'allergen-declaration', query = '', cookie: string | null = owner.cookie) =>
  ctx.request(`/api/formulas/${id}/${document}.pdf${query}`, cookie === null ? {} : { cookie });

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; details?: Record<string, unknown> } }).error;
}

// γ, accents and a subscript: the standard PDF fonts printed these as mojibake.
const PRODUCT_NAME = 'Éclat de γ-Méthylionone CO₂';
const citralFormula = await createFormula(owner.cookie, PRODUCT_NAME, [row(FIXTURE_MATERIALS.citral, 2), row(FIXTURE_MATERIALS.dpg, 98)]);
const roseFormula = await createFormula(owner.cookie, 'Rose de mai', [row(FIXTURE_MATERIALS.rose, 3), row(FIXTURE_MATERIALS.dpg, 97)]);
// Bergamot 5% of the concentrate at 20%: 1% in the product against the fixture's 0.4% limit in category 4.
const bergamotFormula = await createFormula(owner.cookie, 'Bergamote', [row(FIXTURE_MATERIALS.bergamot, 5), row(FIXTURE_MATERIALS.dpg, 95)]);

describe('GET /api/formulas/:id/certificate.pdf and allergen-declaration.pdf', () => {
  it('needs a session (401)', async () => {
    expect((await download(citralFormula, 'certificate', '', null)).status).toBe(401);
    expect((await download(citralFormula, 'allergen-declaration', '', null)).status).toBe(401);
  });

  it("answers 404 for another user's formula and for an unknown one", async () => {
    await setCompany(stranger.cookie, COMPANY);
    for (const document of ['certificate', 'allergen-declaration'] as const) {
      expect((await download(citralFormula, document, '', stranger.cookie)).status).toBe(404);
      expect((await download('00000000-0000-4000-8000-000000000000', document)).status).toBe(404);
    }
  });

  it.each([
    ['?category=13', 'category must be one of the 18 IFRA categories'],
    ['?dosage=abc', 'dosage must be a number'],
    ['?dosage=0', 'dosage must be above 0%'],
    ['?dosage=120', 'dosage cannot exceed 100%'],
    ['?dosageBasis=ml', 'dosageBasis must be "w/w" or "v/v"'],
    ['?productType=lotion', 'productType must be "leave-on", "rinse-off" or "not-cosmetic"'],
    ['?colour=blue', ''],
  ])('answers 422 for a bad query (%s)', async (query, message) => {
    const response = await download(citralFormula, 'certificate', query);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toContain(message);
  });

  it('answers 422 for a formula id that is not one', async () => {
    expect((await download('not-an-id', 'certificate')).status).toBe(422);
  });

  it('says what to fill in, and where, while the Company section of Settings is incomplete', async () => {
    await setCompany(owner.cookie, { ...COMPANY, certificateCompanyAddress: '', certificateSignatoryRole: '' });
    const response = await download(citralFormula, 'certificate');
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.message).toBe('No IFRA certificate without its issuer. A signed document needs your address and signatory’s role: fill them in under Settings → Company.');
    expect(error.details).toMatchObject({ reason: 'company-details-missing', missing: ['certificateCompanyAddress', 'certificateSignatoryRole'], settingsPath: '/settings#company' });
  });

  it('refuses a certificate for a formula that is not compliant, with the reason (422)', async () => {
    await setCompany(owner.cookie, COMPANY);
    const response = await download(bergamotFormula, 'certificate');
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.message).toBe('No certificate can be issued: the formula is not compliant in category 4 at 20%.');
    expect(error.details).toMatchObject({ reason: 'not-certifiable' });
    // The same formula is compliant in category 9 (phototoxicity does not apply to rinse-off products).
    expect((await download(bergamotFormula, 'certificate', '?category=9&productType=rinse-off')).status).toBe(200);
  });

  it('prints the certificate of a compliant formula: issuer, product, every category with its maximum, amendment and data version', async () => {
    await setCompany(owner.cookie, COMPANY);
    const response = await download(citralFormula, 'certificate', '?category=5a&dosage=2.5');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ifra-certificate-.*-cat-5A\.pdf"$/);
    const text = await extractPdfText(new Uint8Array(await response.arrayBuffer()), 'certificate');
    const flat = text.replaceAll(/\s+/g, ' ');
    for (const expected of [
      'IFRA Certificate of Conformity',
      PRODUCT_NAME,
      COMPANY.certificateCompany,
      '12 rue des Fleurs',
      '06130 Grasse',
      COMPANY.certificateSignatory,
      COMPANY.certificateSignatoryRole,
      'Category 5A: Body lotion products',
      '2.5% w/w',
      '51st Amendment',
      'ECHA export 2024-05-16',
      'imported 2026-01-15',
      'We certify that the above fragrance mixture complies',
      'Not limited',
    ]) {
      expect(flat).toContain(expected);
    }
    // Citral 2% of the concentrate against the fixture's 0.6%: at most 30% of the product; category 12 has no restriction.
    expect(flat).toMatch(/ 5A Body lotion products applied to the body using the hands 30.00% /);
    expect(flat).toMatch(/ 12 Products not intended for direct skin contact .*Not limited/);
    for (const category of IFRA_CATEGORIES) expect(flat).toContain(`${category} ${(CATEGORY_DESCRIPTIONS[category] ?? '').split(' ').slice(0, 3).join(' ')}`);
    expect(text).not.toMatch(MOJIBAKE);
    expect(text).not.toContain('Not set');
  });

  it('prints the allergen declaration with label names, % in the product and whether to declare', async () => {
    await setCompany(owner.cookie, COMPANY);
    const response = await download(roseFormula, 'allergen-declaration');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await extractPdfText(new Uint8Array(await response.arrayBuffer()), 'allergen-declaration');
    const flat = text.replaceAll(/\s+/g, ' ');
    for (const expected of ['Fragrance Allergen Declaration', 'Rose de mai', 'Leave-on cosmetic product', '0.001% (10 mg/kg)', COMPANY.certificateSignatory, 'TO NAME IN THE LIST OF INGREDIENTS Geraniol']) {
      expect(flat).toContain(expected);
    }
    // Rose oil 3% × geraniol 17.7% = 0.531% of the concentrate, 0.1062% of the product at 20%.
    expect(flat).toMatch(/Geraniol .*78 0\.531% 0\.1062% Yes/);
    expect(text).not.toMatch(MOJIBAKE);
  });

  it('prints the Greek letter, the accents and the subscript of a name as typed', async () => {
    const response = await download(citralFormula, 'allergen-declaration');
    expect(response.status).toBe(200);
    const text = await extractPdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(PRODUCT_NAME);
    expect(text).toContain('Maison Éloïse Parfums');
    expect(text).not.toMatch(MOJIBAKE);
  });
});
