import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { extractPdfText, MOJIBAKE } from '../../../../tests/support/pdf-text.ts';
import type { SafetyDataSheet } from '../../../domain/clp/build-safety-data-sheet.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';
import { z } from 'zod';
import { readError, readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { ClpClassificationSchema, SafetyDataSheetSchema } from '../../../../tests/setup/response-schemas.ts';

/**
 * GET /api/formulas/:id/sds and sds.pdf: the SDS of a saved concentrate (REACH Annex II as amended by (EU) 2020/878)
 * against ECHA's Annex VI export (ATP 21) as imported, read as regulatory affairs would read it. Worked by hand:
 * linalool (Annex VI Skin Sens. 1B) 5 % and benzyl alcohol (Acute Tox. 4 H302, ATE oral 1200 mg/kg; Eye Irrit. 2;
 * Skin Sens. 1B) 95 %: Skin Sens. 1B (each ≥ 1 %, Table 3.4.5), Eye Irrit. 2 (95 % ≥ 10 %, Table 3.3.3), Acute
 * Tox. 4 oral (ATEmix = 100 / (95 / 1200) = 1263 mg/kg, 300 < 1263 ≤ 2000, Table 3.1.1). A flash point of 50 °C
 * is Flam. Liq. 3 (Table 2.6.1: ≥ 23 °C and ≤ 60 °C) and, with an initial boiling point of 180 °C, UN 1266
 * packing group III (ADR 2.2.3.1.3).
 */
const FOLDER = path.resolve(import.meta.dirname, '../../../../../shared/data');
const ctx = await createTestContext();
await importAndWait(ctx.deps, { datasets: [findReferenceDataset('eu-clp-annex-vi-echa')!], folder: FOLDER });
const user = await ctx.signUp();
const other = await ctx.signUp();

const ROWS = [
  { name: 'Linalool', cas: '78-70-6', amount: 5 },
  { name: 'Benzyl alcohol', cas: '100-51-6', amount: 95 },
];
async function createFormula() {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie: user.cookie,
    json: { name: 'Lavender concentrate', rows: ROWS },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, z.looseObject({ formula: z.looseObject({ id: z.string() }) }))).formula.id;
}
const id = await createFormula();
const sheetOf = async (query: string, cookie = user.cookie) => {
  const response = await ctx.request(`/api/formulas/${id}/sds${query}`, { cookie });
  expect(response.status).toBe(200);
  return readJson(response, SafetyDataSheetSchema);
};
const subsection = (sheet: SafetyDataSheet, number: string) =>
  sheet.sections.flatMap((section) => section.subsections).find((entry) => entry.number === number)!.lines;
async function pdfText(query: string) {
  const response = await ctx.request(`/api/formulas/${id}/sds.pdf${query}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return extractPdfText(new Uint8Array(await response.arrayBuffer()), 'sds');
}

describe('GET /api/formulas/:id/sds', () => {
  it('needs a session (401), is owner-scoped (404), and refuses an article or a bad query (422)', async () => {
    expect((await ctx.request(`/api/formulas/${id}/sds`)).status).toBe(401);
    expect((await ctx.request(`/api/formulas/${id}/sds.pdf`)).status).toBe(401);
    expect((await ctx.request(`/api/formulas/${id}/sds`, { cookie: other.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/formulas/${id}/sds.pdf`, { cookie: other.cookie })).status).toBe(404);
    const candle = await ctx.request(`/api/formulas/${id}/sds?productForm=candle`, { cookie: user.cookie });
    expect(candle.status).toBe(422);
    expect(await candle.text()).toMatch(/safety data sheet is made for a concentrate or essentialOilBlend/);
    expect((await ctx.request(`/api/formulas/${id}/sds?flashPointC=hot`, { cookie: user.cookie })).status).toBe(422);
    expect((await ctx.request('/api/formulas/not-an-id/sds', { cookie: user.cookie })).status).toBe(422);
  });

  it('classifies the concentrate in section 2 and lists its classified ingredients in 3.2', async () => {
    const sheet = await sheetOf('');
    expect(sheet.sections).toHaveLength(16);
    expect(subsection(sheet, '2.1')).toEqual(
      expect.arrayContaining(['Acute Tox. 4; H302 (oral)', 'Eye Irrit. 2; H319', 'Skin Sens. 1B; H317']),
    );
    expect(subsection(sheet, '2.2')).toEqual(
      expect.arrayContaining([
        'Hazard pictograms: GHS07.',
        'Signal word: Warning.',
        'Contains: benzyl alcohol, linalool.',
      ]),
    );
    expect(subsection(sheet, '3.2').join('\n')).toMatch(
      /linalool \(CAS 78-70-6\): ≥ 5 – < 10 %; Skin Sens\. 1B; H317 \(source: Annex VI\)/,
    );
    expect(subsection(sheet, '3.2').join('\n')).toMatch(/benzyl alcohol \(CAS 100-51-6\): ≥ 75 – < 100 %/);
    expect(sheet.revision).toMatchObject({ version: 1, changes: ['First issue.'] });
  });
});

describe('a flash point below 23 °C without the initial boiling point (Annex I Table 2.6.1: Flam. Liq. 1 or 2)', () => {
  // Category 1 needs an initial boiling point ≤ 35 °C, category 2 one > 35 °C: with 12 °C alone, neither H224 nor
  // H225 can be printed, so no SDS or label is issued: 422 naming the missing value, never a 500 or a guess.
  it.each([
    ['the SDS', `/api/formulas/${id}/sds?flashPointC=12`],
    ['the SDS PDF', `/api/formulas/${id}/sds.pdf?flashPointC=12`],
    ['the label PDF', `/api/formulas/${id}/clp-label.pdf?productForm=concentrate&flashPointC=12`],
  ])('%s: 422 "enter the initial boiling point"', async (_name, url) => {
    const response = await ctx.request(url, { cookie: user.cookie });
    expect(response.status).toBe(422);
    const body = await readError(response);
    expect(body.error.message).toMatch(/^Flam\. Liq\. 1 or 2: enter the initial boiling point/);
    expect(body.error.details).toEqual(expect.objectContaining({ missing: ['initialBoilingPointC'] }));
  });

  it('the classification itself answers (200) and says what is missing; with the boiling point the SDS is issued', async () => {
    const response = await ctx.request(`/api/formulas/${id}/clp?productForm=concentrate&flashPointC=12`, {
      cookie: user.cookie,
    });
    const result = await readJsonWithStatus(response, 200, ClpClassificationSchema);
    expect(result.undetermined).toContainEqual(
      expect.objectContaining({ class: 'Flam. Liq.', missing: ['initialBoilingPointC'] }),
    );
    // 12 °C < 23 °C and 78 °C > 35 °C: Flam. Liq. 2, H225 (Table 2.6.1).
    const sheet = await sheetOf('?flashPointC=12&initialBoilingPointC=78');
    expect(subsection(sheet, '2.1').join(' ')).toContain('Flam. Liq. 2');
    // Annex V: GHS02 for Flam. Liq. 2; GHS07 for Acute Tox. 4, Eye Irrit. 2 and Skin Sens. 1B. The PDF draws them in
    // 2.2 (REACH Annex II 2.2: a graphical reproduction of the pictograms).
    expect(sheet.pictograms).toEqual(['GHS02', 'GHS07']);
  });
});

describe('GET /api/formulas/:id/sds.pdf, read with pdftotext', () => {
  it('without a measured flash point: section 9 says "not determined", flammability undetermined, transport undetermined', async () => {
    const text = (await pdfText('')).replaceAll(/\s+/g, ' ');
    expect(text).not.toMatch(MOJIBAKE);
    for (let section = 1; section <= 16; section++) expect(text).toContain(`SECTION ${section}:`);
    expect(text).toContain(
      'According to Regulation (EC) No 1907/2006 (REACH), Annex II as amended by Commission Regulation (EU) 2020/878.',
    );
    expect(text).toContain('(h) Flash point: not determined.');
    expect(text).toContain('(f) Flammability: Not determined: no measured flash point.');
    expect(text).not.toMatch(/not flammable|not classified as a flammable liquid/i);
    expect(text).toMatch(
      /14\.1 UN number or ID number Not determined: Class 3 and its packing group need a measured flash point/,
    );
    expect(text).toContain('Template — not reviewed');
    expect(text).toContain('SPECIMEN: supplier identity missing (fill it in under Settings, Company).');
    expect(text).toContain('H319 Causes serious eye irritation.');
  });

  it('with a flash point of 50 °C and boiling point 180 °C: Flam. Liq. 3, UN 1266 PERFUMERY PRODUCTS, class 3, PG III; the supplier and UFI printed', async () => {
    await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: user.cookie,
      json: {
        certificateCompany: 'Maison Test',
        certificateCompanyAddress: '12 rue des Fleurs\n06130 Grasse',
        certificateSignatory: 'A. Perfumer',
        certificateSignatoryRole: 'Perfumer',
        companyVatNumber: 'DE112358132',
      },
    });
    const made = await ctx.request(`/api/formulas/${id}/ufi`, {
      method: 'POST',
      cookie: user.cookie,
      json: { formulationNumber: 134217728 },
    });
    expect(made.status).toBe(201);
    const text = (await pdfText('?flashPointC=50&initialBoilingPointC=180')).replaceAll(/\s+/g, ' ');
    expect(text).toContain('(h) Flash point: 50 °C (measured).');
    expect(text).toMatch(/\(f\) Flammability: Flammable liquid, Flam\. Liq\. 3 \(H226\)/);
    expect(text).toContain('Flam. Liq. 3; H226');
    expect(text).toContain('14.1 UN number or ID number UN 1266');
    expect(text).toContain('14.2 UN proper shipping name PERFUMERY PRODUCTS.');
    expect(text).toContain('14.3 Transport hazard class(es) Class 3.');
    expect(text).toMatch(/14\.4 Packing group III\./);
    expect(text).toContain('Environmentally hazardous: no.');
    expect(text).toContain('Maison Test');
    expect(text).toContain('UFI: KMTT-DSP3-7FD7-6RWY');
  });

  it('a new version says what changed since the previous one (section 16)', async () => {
    const saved = await ctx.request(`/api/formulas/${id}`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { version: 1, rows: [{ name: 'Benzyl alcohol', cas: '100-51-6', amount: 100 }] },
    });
    expect(saved.status).toBe(200);
    const sheet = await sheetOf('');
    expect(sheet.revision.version).toBe(2);
    expect(sheet.revision.changes).toEqual(
      expect.arrayContaining([
        'Changed since version 1: 2.2 Label elements.',
        'Changed since version 1: 3.2 Mixtures.',
      ]),
    );
    expect(subsection(sheet, '16')).toContain('Changed since version 1: 3.2 Mixtures.');
  });
});

describe('/api/compliance/clp/sds-templates: the workspace’s own template texts', () => {
  const url = (path: string) => `/api/compliance/clp/sds-templates/${path}`;
  const put = (path: string, json: unknown, cookie: string | undefined = user.cookie) =>
    ctx.request(url(path), { method: 'PUT', cookie, json });

  it('needs a session (401) and refuses a data subsection, an article or an empty text (422)', async () => {
    expect((await ctx.request(url('concentrate'))).status).toBe(401);
    expect(
      (await ctx.request(url('concentrate/1.4'), { method: 'PUT', json: { lines: ['x'], reviewed: true } })).status,
    ).toBe(401);
    expect((await put('concentrate/2.1', { lines: ['Not hazardous'], reviewed: true })).status).toBe(422);
    expect((await put('candle/1.4', { lines: ['x'], reviewed: true })).status).toBe(422);
    expect((await put('concentrate/1.4', { lines: [], reviewed: true })).status).toBe(422);
    expect((await put('concentrate/1.4', { lines: ['x'] })).status).toBe(422);
  });

  it('a reviewed text replaces the template on the sheet, in the user’s workspace only', async () => {
    const saved = await put('concentrate/1.4', {
      lines: ['+33 4 93 00 00 00 (office hours, Europe/Paris)'],
      reviewed: true,
    });
    expect(saved.status).toBe(200);
    const TemplatesSchema = z.looseObject({
      templates: z.array(z.looseObject({ subsection: z.string(), reviewed: z.boolean(), isDefault: z.boolean() })),
    });
    const list = await readJson(await ctx.request(url('concentrate'), { cookie: user.cookie }), TemplatesSchema);
    expect(list.templates.find((template) => template.subsection === '1.4')).toMatchObject({
      reviewed: true,
      isDefault: false,
    });
    expect(list.templates.find((template) => template.subsection === '4.1')).toMatchObject({
      reviewed: false,
      isDefault: true,
    });
    const sheet = await sheetOf('');
    expect(subsection(sheet, '1.4')).toEqual(['+33 4 93 00 00 00 (office hours, Europe/Paris)']);
    expect(sheet.notReviewed).not.toContain('1.4');
    expect(sheet.notReviewed).toContain('4.1');
    const foreign = await readJson(await ctx.request(url('concentrate'), { cookie: other.cookie }), TemplatesSchema);
    expect(foreign.templates.find((template) => template.subsection === '1.4')?.isDefault).toBe(true);
  });
});
