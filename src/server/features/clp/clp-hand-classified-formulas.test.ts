import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import {
  ClpClassificationSchema,
  CreatedFormulaSchema,
  CreatedMaterialSchema,
  SafetyDataSheetSchema,
} from '../../../../tests/setup/response-schemas.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import type { ClpClassifyResponse } from '../../../domain/clp/classify-clp-request.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';

/**
 * The independent check of issue 31 on saved formulas (GET /api/formulas/:id/clp and /sds), where a natural is
 * classified by its constituents and a concentrate's SDS is written from the same classification. Worked by hand from
 * CLP Annex I and the Annex VI export (ATP 21); the material classifications below are test inputs.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../../../../shared/data');
const ctx = await createTestContext();
await importAndWait(ctx.deps, { datasets: [findReferenceDataset('eu-clp-annex-vi-echa')!], folder: FOLDER });
const user = await ctx.signUp();
const ownAssessment = { kind: 'ownAssessment', assessedBy: 'R. Affairs', assessedOn: '2026-01-15' };

async function createMaterial(body: Record<string, unknown>, classification?: string[]): Promise<string> {
  const response = await ctx.request('/api/materials', { method: 'POST', cookie: user.cookie, json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await readJson(response, CreatedMaterialSchema)).material;
  if (classification) {
    const saved = await ctx.request(`/api/compliance/clp/materials/${id}/classification`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { classification, source: ownAssessment },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
  }
  return id;
}

async function createFormula(name: string, rows: unknown[]): Promise<string> {
  const created = await ctx.request('/api/formulas', { method: 'POST', cookie: user.cookie, json: { name, rows } });
  expect(created.status, await created.clone().text()).toBe(201);
  return (await readJson(created, CreatedFormulaSchema)).formula.id;
}

const codes = (body: ClpClassifyResponse) =>
  body.classification.map((entry) => `${entry.class} ${entry.category}; ${entry.hStatement}`);

const eugenol = await createMaterial({ name: 'Eugenol (own)', kind: 'substance', cas: '97-53-0' }, [
  'Skin Sens. 1B; H317',
  'Eye Irrit. 2; H319',
]);
const caryophyllene = await createMaterial({ name: 'beta-Caryophyllene (own)', kind: 'substance', cas: '87-44-5' }, []);
const ipm = await createMaterial({ name: 'IPM (own)', kind: 'substance', cas: '110-27-0' }, []);
const clove = await createMaterial({
  name: 'Clove bud oil (own)',
  kind: 'natural',
  composition: [
    { materialId: eugenol, percent: 80 },
    { materialId: caryophyllene, percent: 20 },
  ],
});

describe("a natural's constituents summed with the same substance on another line (Annex I 1.1.2.2.2)", () => {
  const rows = (eugenolGrams: number) => [
    { name: 'Clove bud oil', materialId: clove, amount: 1, unit: 'g' },
    ...(eugenolGrams > 0
      ? [{ name: 'Eugenol', materialId: eugenol, cas: '97-53-0', amount: eugenolGrams, unit: 'g' }]
      : []),
    { name: 'IPM', materialId: ipm, cas: '110-27-0', amount: 99 - eugenolGrams, unit: 'g' },
  ];

  it('clove bud oil 1 % (eugenol 80 % of it) + eugenol 0.5 %: eugenol 0.8 + 0.5 = 1.3 % ≥ 1 % → Skin Sens. 1B', async () => {
    const id = await createFormula('Clove and eugenol', rows(0.5));
    const response = await ctx.request(
      `/api/formulas/${id}/clp?productForm=concentrate&supplyTo=professional&flashPointC=100`,
      {
        cookie: user.cookie,
      },
    );
    const body = await readJsonWithStatus(response, 200, ClpClassificationSchema);
    // Table 3.4.5: 1.3 % ≥ 1 % (1B). Eye Irrit. 2 at 1.3 % < 10 % (Table 3.3.3). Caryophyllene 0.2 %: own assessment,
    // not classified. Each share alone (0.8 %, 0.5 %) would only reach EUH208 (Table 3.4.6).
    expect(codes(body)).toEqual(['Skin Sens. 1B; H317']);
    expect(body.label).toMatchObject({ pictograms: ['GHS07'], signalWord: 'Warning', supplementalStatements: [] });
    expect(body.label.sensitisersNamed).toEqual([{ cas: '97-53-0', name: expect.any(String) }]);
    expect(body.label.productIdentifierComponents.map((substance) => substance.cas)).toEqual(['97-53-0']);
    expect(body.undetermined).toEqual([]);
    expect(body.naturals).toEqual([expect.objectContaining({ basis: 'constituents', unknownPercent: 0 })]);
    const contributor = body.classification[0]!.contributors[0]!;
    expect(contributor.percent).toBeCloseTo(1.3, 9);
  });

  it('the clove bud oil alone at 1 %: eugenol 0.8 % < 1 %, ≥ 0.1 % → not classified; EUH208 and EUH210 (professional)', async () => {
    const id = await createFormula('Clove alone', rows(0));
    const response = await ctx.request(
      `/api/formulas/${id}/clp?productForm=concentrate&supplyTo=professional&flashPointC=100`,
      {
        cookie: user.cookie,
      },
    );
    const body = await readJsonWithStatus(response, 200, ClpClassificationSchema);
    expect(codes(body)).toEqual([]);
    expect(body.label.supplementalStatements.map((statement) => statement.code)).toEqual(['EUH208', 'EUH210']);
  });
});

describe('a concentrate without a measured flash point', () => {
  it('is "not determined" for flammability in the classification and in SDS sections 2, 9 and 14, never "not flammable"', async () => {
    // d-limonene 5989-27-5 (Annex VI Flam. Liq. 3 as a substance) 30 %: a mixture's flammability is decided by its own
    // measured flash point (Annex I 2.6.2, Table 2.6.1), which is missing. Linalool 5 % ≥ 1 % → Skin Sens. 1B.
    const id = await createFormula('Citrus without flash point', [
      { name: 'd-Limonene', cas: '5989-27-5', amount: 30, unit: 'g' },
      { name: 'Linalool', cas: '78-70-6', amount: 5, unit: 'g' },
      { name: 'IPM', materialId: ipm, cas: '110-27-0', amount: 65, unit: 'g' },
    ]);
    const clp = await readJsonWithStatus(
      await ctx.request(
        `/api/formulas/${id}/clp?productForm=concentrate&supplyTo=professional&kinematicViscosity40C=3`,
        {
          cookie: user.cookie,
        },
      ),
      200,
      ClpClassificationSchema,
    );
    expect(clp.undetermined).toEqual([expect.objectContaining({ class: 'Flam. Liq.', missing: ['flashPointC'] })]);
    // Asp. Tox. 1: d-limonene 30 % ≥ 10 % at 3 mm²/s ≤ 20.5 (3.10.3.3.1.1); Skin Irrit. 2 30 % ≥ 10 % (Table 3.2.3);
    // Aquatic Acute 1 × 30 ≥ 25 (Table 4.1.1); Chronic 3: 30 ≥ 25 (Table 4.1.2).
    expect(codes(clp).sort()).toEqual(
      [
        'Asp. Tox. 1; H304',
        'Skin Irrit. 2; H315',
        'Skin Sens. 1B; H317',
        'Aquatic Acute 1; H400',
        'Aquatic Chronic 3; H412',
      ].sort(),
    );
    const response = await ctx.request(`/api/formulas/${id}/sds?productForm=concentrate&kinematicViscosity40C=3`, {
      cookie: user.cookie,
    });
    const sheet = await readJsonWithStatus(response, 200, SafetyDataSheetSchema);
    const text = JSON.stringify(sheet);
    expect(text).toContain('(h) Flash point: not determined.');
    expect(text).not.toMatch(/not flammable|not classified as a flammable liquid/i);
    // The PDF as regulatory affairs reads it: "≤" is not in the font, so it is written "<=" rather than an empty box.
    const pdf = await ctx.request(`/api/formulas/${id}/sds.pdf?productForm=concentrate&kinematicViscosity40C=3`, {
      cookie: user.cookie,
    });
    const pdfText = (await extractPdfText(new Uint8Array(await pdf.arrayBuffer()))).replaceAll(/\s+/g, ' ');
    expect(pdfText).toContain('(h) Flash point: not determined.');
    expect(pdfText).toContain('If flammable (flash point <= 60 °C): UN 1266, PERFUMERY PRODUCTS.');
    expect(pdfText).toMatch(/Skin Irrit\. 2; H315: .*= 30 % >= 10 %/);
    expect(pdfText).not.toMatch(/not flammable/i);
  });
});
