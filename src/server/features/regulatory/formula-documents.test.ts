import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { extractPdfText, MOJIBAKE } from '../../../../tests/support/pdf-text.ts';
import { IFRA_CATEGORIES } from '../../../domain/regulatory/ifra-categories.ts';
import { eq } from 'drizzle-orm';
import { brandings, subscribers } from '../../db/schema/index.ts';
import {
  createDocumentFormulas,
  DOCUMENT_COMPANY as COMPANY,
  DOCUMENT_PRODUCT_NAME as PRODUCT_NAME,
} from '../../../../tests/fixtures/formula-document-fixtures.ts';
import { CATEGORY_DESCRIPTIONS } from './compliance-document-parts.ts';
import { readError } from '../../../../tests/setup/read-response.ts';

// A formula's certificate and allergen declaration as PDFs (their availability: formula-document-availability.test.ts).
const ctx = await createTestContext();
const { owner, stranger, setCompany, citralFormula, roseFormula, linaloolFormula, allergenFormula, bergamotFormula } =
  await createDocumentFormulas(ctx);

const download = (
  id: string,
  document: 'certificate' | 'allergen-declaration',
  query = '',
  cookie: string | null = owner.cookie,
) => ctx.request(`/api/formulas/${id}/${document}.pdf${query}`, cookie === null ? {} : { cookie });

/** A refused download's `{ code, message, details }`. */
const errorOf = async (response: Response) => (await readError(response)).error;

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
    ['?regulatedMaterials=yes', 'regulatedMaterials must be "true" or "false"'],
    [`?deliveredTo=${'x'.repeat(201)}`, 'deliveredTo must be at most 200 characters'],
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
    expect(error.message).toBe(
      'No IFRA certificate without its issuer. A signed document needs your address and signatory’s role: fill them in under Settings → Company.',
    );
    expect(error.details).toMatchObject({
      reason: 'company-details-missing',
      missing: ['certificateCompanyAddress', 'certificateSignatoryRole'],
      settingsPath: '/settings#company',
    });
  });

  it('refuses a certificate for a formula that is not compliant, with the reason (422)', async () => {
    await setCompany(owner.cookie, COMPANY);
    const response = await download(bergamotFormula, 'certificate');
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.message).toBe(
      'No certificate can be issued: the formula is not compliant in category 4 at 20% (Bergamot oil expressed (fixture), the phototoxicity sum).',
    );
    expect(error.details).toMatchObject({ reason: 'not-certifiable' });
    // The same formula is compliant in category 9 (phototoxicity does not apply to rinse-off products).
    expect((await download(bergamotFormula, 'certificate', '?category=9&productType=rinse-off')).status).toBe(200);
  });

  it('refuses the certificate until the specification of linalool is confirmed, then lists who confirmed it', async () => {
    await setCompany(owner.cookie, COMPANY);
    const refused = await download(linaloolFormula, 'certificate');
    expect(refused.status).toBe(422);
    const error = await errorOf(refused);
    expect(error.message).toBe(
      'No certificate can be issued: a specification to confirm in the compliance panel: Linalool (fixture).',
    );
    expect(error.details).toMatchObject({ reason: 'not-certifiable', verdict: 'compliant-specifications-to-confirm' });
    const confirm = await ctx.request(`/api/formulas/${linaloolFormula}/specification-confirmations/IFRA_STD_905`, {
      method: 'PUT',
      json: { confirmed: true },
      cookie: owner.cookie,
    });
    expect(confirm.status).toBe(200);
    const response = await download(linaloolFormula, 'certificate');
    expect(response.status).toBe(200);
    const flat = (
      await extractPdfText(new Uint8Array(await response.arrayBuffer()), 'certificate-linalool')
    ).replaceAll(/\s+/g, ' ');
    const specifications = flat.slice(flat.indexOf('SPECIFICATION STANDARDS'));
    for (const expected of [
      'Linalool (fixture)',
      'Peroxide value below 20 mmol/L.',
      new Date().toISOString().slice(0, 10),
    ])
      expect(specifications).toContain(expected);
    expect(specifications).not.toContain('Not confirmed');
    expect(flat).toContain('We certify that the above mixture is in compliance');
  });

  it('prints the certificate of a compliant formula: issuer, product, every category with its maximum, amendment and data version', async () => {
    await setCompany(owner.cookie, COMPANY);
    const response = await download(citralFormula, 'certificate', '?category=5a&dosage=2.5');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ifra-certificate-.*-cat-5A\.pdf"$/,
    );
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
      'We certify that the above mixture is in compliance',
      'Not limited',
    ]) {
      expect(flat).toContain(expected);
    }
    // Citral 2% of the concentrate against the fixture's 0.6%: at most 30% of the product; category 12 has no restriction.
    expect(flat).toMatch(/ 5A Body lotion products applied to the body using the hands 30.00% /);
    expect(flat).toMatch(/ 12 Products not intended for direct skin contact .*Not limited/);
    for (const category of IFRA_CATEGORIES)
      expect(flat).toContain(`${category} ${(CATEGORY_DESCRIPTIONS[category] ?? '').split(' ').slice(0, 3).join(' ')}`);
    expect(text).not.toMatch(MOJIBAKE);
    expect(text).not.toContain('Not set');
  });

  it("follows IFRA's certificate template: delivered to, the amendment's publication date, scope, contact, disclaimer, signature beside the statement", async () => {
    await setCompany(owner.cookie, COMPANY);
    const response = await download(
      citralFormula,
      'certificate',
      `?category=5a&dosage=2.5&deliveredTo=${encodeURIComponent('Savonnerie du Midi, Marseille')}`,
    );
    expect(response.status).toBe(200);
    const text = await extractPdfText(new Uint8Array(await response.arrayBuffer()), 'certificate-template');
    const flat = text.replaceAll(/\s+/g, ' ');
    for (const expected of [
      'Certificate delivered to Savonnerie du Midi, Marseille',
      `Certifying party ${COMPANY.certificateCompany}`,
      // IFRA notified the 51st Amendment on 30 June 2023 (the dataset manifest's publishedOn; no workbook cell states it).
      'up to and including the 51st Amendment, published 30 June 2023',
      'This Certificate assesses the conformity of a fragrance mixture with IFRA Standards',
      'It is the ultimate responsibility of our customer to ensure compliance with the local regulations.',
      `For other kinds of application or use at higher concentration levels, a new evaluation may be needed; please contact ${COMPANY.certificateCompany}.`,
      'It has not been prepared or endorsed by IFRA in any way.',
      // No dataset says whether citral or dipropylene glycol is a recognised flavouring: categories 1 and 6 not assessed.
      '“Not assessed”: categories 1 and 6 require every material to be recognised as a flavouring',
    ])
      expect(flat).toContain(expected);
    expect(flat).toMatch(/ 1 Lip products of all types; toys Not assessed /);
    expect(flat).toMatch(/ 6 Mouthwash and toothpaste Not assessed /);
    // The signature block is on the page of the statement (pages are split by form feeds).
    const statementPage = text.split('\f').find((page) => page.includes('We certify that the above mixture'));
    expect(statementPage).toContain(COMPANY.certificateSignatory);
    expect(statementPage).toContain('Signature');
    // The signatory as in Settings → Company, never the e-mail's local part.
    expect(flat).not.toContain(owner.email.split('@')[0]);
    // Off by default: the regulated materials reveal the composition.
    expect(flat).not.toContain('IFRA-REGULATED MATERIALS');
    expect(flat).not.toContain('5392-40-5');
  });

  it('prints the IFRA-regulated materials with CAS and concentration only when asked, and no customer when none is named', async () => {
    await setCompany(owner.cookie, COMPANY);
    const response = await download(citralFormula, 'certificate', '?category=5a&dosage=2.5&regulatedMaterials=true');
    expect(response.status).toBe(200);
    const flat = (
      await extractPdfText(new Uint8Array(await response.arrayBuffer()), 'certificate-materials')
    ).replaceAll(/\s+/g, ' ');
    const table = flat.slice(flat.indexOf('IFRA-REGULATED MATERIALS IN THE FRAGRANCE MIXTURE'));
    // Citral 2 g of 100 g: 2% of the mixture, under the CAS the formula uses.
    expect(table).toMatch(/Citral.* 5392-40-5 2% /);
    expect(flat).toContain('Certificate delivered to No customer named');
  });

  it('names an enterprise brand, not Sillage, as the producer of the PDF (white-label)', async () => {
    await setCompany(owner.cookie, COMPANY);
    const producerOf = async () => {
      const file = path.join(os.tmpdir(), `producer-${randomUUID()}.pdf`);
      fs.writeFileSync(
        file,
        Buffer.from(await (await download(citralFormula, 'certificate', '?category=5a&dosage=2.5')).arrayBuffer()),
      );
      try {
        return /^Producer:\s*(.*)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]?.trim();
      } finally {
        fs.rmSync(file, { force: true });
      }
    };
    expect(await producerOf()).toBe('Sillage');
    await ctx.deps.database.db
      .update(subscribers)
      .set({ subscriptionTier: 'enterprise' })
      .where(eq(subscribers.email, owner.email));
    await ctx.deps.database.db
      .insert(brandings)
      .values({ userId: owner.userId, brandName: 'Maison Vetiver Lab', accentColor: '#7a5c3e' });
    try {
      expect(await producerOf()).toBe('Maison Vetiver Lab');
    } finally {
      await ctx.deps.database.db.delete(brandings).where(eq(brandings.userId, owner.userId));
      await ctx.deps.database.db
        .update(subscribers)
        .set({ subscriptionTier: 'basic' })
        .where(eq(subscribers.email, owner.email));
    }
  });

  it('refuses the declaration while a natural’s allergen content is unknown, naming it (422)', async () => {
    await setCompany(owner.cookie, COMPANY);
    const response = await download(roseFormula, 'allergen-declaration');
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.message).toContain(
      'the allergen content cannot be verified. Add the allergen declaration of your Rose oil',
    );
    expect(error.details).toMatchObject({ reason: 'cannot-be-verified', materials: ['Rose oil'] });
  });

  it('names the allergens by the label names of Regulation (EU) 2023/1545, declared first by concentration', async () => {
    await setCompany(owner.cookie, COMPANY);
    const response = await download(allergenFormula, 'allergen-declaration');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await extractPdfText(new Uint8Array(await response.arrayBuffer()), 'allergen-declaration-six');
    const flat = text.replaceAll(/\s+/g, ' ');
    for (const name of [
      'Linalool',
      'Coumarin',
      'Eugenol',
      'Citral',
      'Hexamethylindanopyran',
      'Tetramethyl acetyloctahydronaphthalenes',
    ])
      expect(flat.toLowerCase()).toContain(name.toLowerCase());
    for (const chemicalName of ['Octadien', 'Benzopyran-2-one', 'Phenol, 2-methoxy', 'Ethanone'])
      expect(flat).not.toContain(chemicalName);
    // Iso E Super 10% × 20% = 2%, Galaxolide 1%, linalool 0.4%, eugenol and coumarin 0.2%, citral 0.1%: all above 0.001%.
    const order = ['Tetramethyl', 'Hexamethylindanopyran', 'Linalool', 'Citral'].map((name) => flat.indexOf(name));
    expect(order).toEqual([...order].sort((left, right) => left - right));
    expect(flat).toMatch(
      /TO NAME IN THE LIST OF INGREDIENTS Tetramethyl Acetyloctahydronaphthalenes, Hexamethylindanopyran, Linalool, /,
    );
    // Linalool 2% of the concentrate: 0.4% of the product at 20%, declared; its CAS and Annex III entry beside it.
    expect(flat).toMatch(/ Linalool 78-70-6 84 2% 0\.4% Yes /);
    for (const expected of [
      'Fragrance Allergen Declaration',
      'Six allergens',
      'Leave-on cosmetic product',
      '0.001% (10 mg/kg)',
      COMPANY.certificateSignatory,
      COMPANY.certificateSignatoryRole,
    ])
      expect(flat).toContain(expected);
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
