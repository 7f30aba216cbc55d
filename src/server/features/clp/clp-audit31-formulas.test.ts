import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readError, readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import {
  ClpClassificationSchema,
  CreatedFormulaSchema,
  CreatedMaterialSchema,
} from '../../../../tests/setup/response-schemas.ts';
import type { ClpClassifyResponse } from '../../../domain/clp/classify-clp-request.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';

/**
 * Audit of issue 31 (session 13) on saved formulas: an essential oil classified by its constituents (issue 31 item 3),
 * through GET /api/formulas/:id/clp. Worked by hand from CLP Annex I and the Annex VI export (ATP 21): d-limonene
 * 601-096-00-2 (Asp. Tox. 1, Skin Irrit. 2, Skin Sens. 1B, Aquatic Acute 1, Chronic 3), citral 605-019-00-3 (Skin
 * Irrit. 2, Skin Sens. 1). The own assessments below are test inputs.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../../../../shared/data');
const ctx = await createTestContext();
await importAndWait(ctx.deps, { datasets: [findReferenceDataset('eu-clp-annex-vi-echa')!], folder: FOLDER });
const user = await ctx.signUp();
const other = await ctx.signUp();
const ownAssessment = { kind: 'ownAssessment', assessedBy: 'Audit', assessedOn: '2026-11-29' };

async function createMaterial(
  body: Record<string, unknown>,
  classification?: string[],
  cookie = user.cookie,
): Promise<string> {
  const response = await ctx.request('/api/materials', { method: 'POST', cookie, json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await readJson(response, CreatedMaterialSchema)).material;
  if (classification) {
    const saved = await ctx.request(`/api/compliance/clp/materials/${id}/classification`, {
      method: 'PUT',
      cookie,
      json: { classification, source: ownAssessment },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
  }
  return id;
}

const limonene = await createMaterial({ name: 'd-Limonene (audit)', kind: 'substance', cas: '5989-27-5' });
const citral = await createMaterial({ name: 'Citral (audit)', kind: 'substance', cas: '5392-40-5' });
const pinene = await createMaterial({ name: 'beta-Pinene (audit)', kind: 'substance', cas: '127-91-3' }, []);
const ipm = await createMaterial({ name: 'IPM (audit)', kind: 'substance', cas: '110-27-0' }, []);
const lemon = await createMaterial({
  name: 'Lemon oil (audit)',
  kind: 'natural',
  composition: [
    { materialId: limonene, percent: 65 },
    { materialId: citral, percent: 3 },
    { materialId: pinene, percent: 32 },
  ],
});

const codes = (body: ClpClassifyResponse) =>
  body.classification.map((entry) => `${entry.class} ${entry.category}; ${entry.hStatement}`).sort();

describe('audit31: lemon oil classified by its constituents (GET /api/formulas/:id/clp)', () => {
  it('lemon oil 20 % in IPM: d-limonene 13 % → Asp. Tox. 1, Skin Irrit. 2, Skin Sens. 1B; citral 0.6 % named', async () => {
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: user.cookie,
      json: {
        name: 'Lemon concentrate',
        rows: [
          { name: 'Lemon oil', materialId: lemon, amount: 20, unit: 'g' },
          { name: 'IPM', materialId: ipm, cas: '110-27-0', amount: 80, unit: 'g' },
        ],
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = (await readJson(created, CreatedFormulaSchema)).formula.id;
    const response = await ctx.request(
      `/api/formulas/${id}/clp?productForm=concentrate&supplyTo=professional&flashPointC=62&kinematicViscosity40C=2`,
      { cookie: user.cookie },
    );
    const body = await readJsonWithStatus(response, 200, ClpClassificationSchema);
    // d-limonene 65 × 20 / 100 = 13 %: Asp. Tox. 1 13 ≥ 10 at 2 mm²/s (3.10.3.3.1.1); Skin Irrit. 2 13 ≥ 10 (citral
    // 0.6 % is under the 1 % cut-off of Table 1.1); Skin Sens. 1B 13 ≥ 1. Citral 0.6 % < 1 %, ≥ 0.1 %: named beside
    // the product identifier (Annex II 2.8). Aquatic Acute 13 < 25; Chronic 3 13 < 25. Flash point 62 °C > 60.
    expect(codes(body)).toEqual(['Asp. Tox. 1; H304', 'Skin Irrit. 2; H315', 'Skin Sens. 1B; H317']);
    expect(body.label).toMatchObject({ pictograms: ['GHS07', 'GHS08'], signalWord: 'Danger' });
    expect(body.label.sensitisersNamed.map((substance) => substance.cas).sort()).toEqual(['5392-40-5', '5989-27-5']);
    expect(body.label.productIdentifierComponents.map((substance) => substance.cas)).toEqual(['5989-27-5']);
    expect(body.undetermined).toEqual([]);
    expect(body.naturals).toEqual([expect.objectContaining({ basis: 'constituents', unknownPercent: 0 })]);
    const limoneneLine = body.ingredients.find((line) => line.cas === '5989-27-5');
    expect(limoneneLine?.percent).toBeCloseTo(13, 9);
    expect(limoneneLine?.constituentOf).toBeDefined();
  });
});

describe('a line saved with its material and no CAS of its own (the API, an import)', () => {
  it('is classified as its material: d-limonene 20 % and citral 3 % by their Annex VI entries', async () => {
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: user.cookie,
      json: {
        name: 'Citrus base by material only',
        rows: [
          { name: 'd-Limonene', materialId: limonene, amount: 20, unit: 'g' },
          { name: 'Citral', materialId: citral, amount: 3, unit: 'g' },
          { name: 'IPM', materialId: ipm, amount: 77, unit: 'g' },
        ],
      },
    });
    const id = (await readJsonWithStatus(created, 201, CreatedFormulaSchema)).formula.id;
    const response = await ctx.request(
      `/api/formulas/${id}/clp?productForm=concentrate&supplyTo=professional&flashPointC=62&kinematicViscosity40C=2`,
      { cookie: user.cookie },
    );
    const body = await readJsonWithStatus(response, 200, ClpClassificationSchema);
    // Annex VI 601-096-00-2 and 605-019-00-3: Skin Irrit. 2 20 + 3 = 23 ≥ 10 (Table 3.2.3); Skin Sens. 1B and 1 each
    // ≥ 1 % (Table 3.4.5); Asp. Tox. 1 20 ≥ 10 at 2 mm²/s (3.10.3.3.1.1). Before, the lines had no CAS and nothing
    // was classified.
    expect(codes(body)).toEqual(['Asp. Tox. 1; H304', 'Skin Irrit. 2; H315', 'Skin Sens. 1; H317']);
    expect(body.ingredients.map((line) => line.cas)).toEqual(['5989-27-5', '5392-40-5', '110-27-0']);
  });
});

const wax = await createMaterial({ name: 'Paraffin wax (audit)', kind: 'substance', cas: '8002-74-2' }, []);
const othersWax = await createMaterial({ name: 'Wax', kind: 'substance' }, [], other.cookie);
const createdCandle = await ctx.request('/api/formulas', {
  method: 'POST',
  cookie: user.cookie,
  json: {
    name: 'Candle oil',
    rows: [
      { name: 'Benzyl benzoate', cas: '120-51-4', amount: 25, unit: 'g' },
      { name: 'IPM', materialId: ipm, cas: '110-27-0', amount: 75, unit: 'g' },
    ],
  },
});
const candleId = (await readJson(createdCandle, CreatedFormulaSchema)).formula.id;
const clp = (extra: string) =>
  ctx.request(`/api/formulas/${candleId}/clp?productForm=candle&loadPercent=10${extra}`, { cookie: user.cookie });

describe('audit31: a candle from a saved formula with its base (GET /api/formulas/:id/clp?baseMaterialId=)', () => {
  // Benzyl benzoate 607-085-00-9 (Acute Tox. 4 *, Table 3.1.2 value 500; Aquatic Chronic 2) 25 × 10 / 100 = 2.5 %.
  it('without a base, its 90 % is of unknown acute toxicity: (100 − 90) / (2.5/500) = 2000 → Acute Tox. 4', async () => {
    const body = await readJsonWithStatus(await clp(''), 200, ClpClassificationSchema);
    // 3.1.3.6.2.3 (unknown > 10 %) and 3.1.3.6.2.2's statement; Chronic: 10 × 2.5 = 25 ≥ 25 → Chronic 3.
    expect(codes(body)).toEqual(['Acute Tox. 4; H302', 'Aquatic Chronic 3; H412']);
    expect(body.label.supplementalStatements.map((statement) => statement.text)).toEqual([
      '90 % of the mixture consists of ingredient(s) of unknown acute toxicity',
    ]);
  });

  it('with the paraffin wax declared not classified: ATEmix 100 / 0.005 = 20 000 → Aquatic Chronic 3 only', async () => {
    const body = await readJsonWithStatus(await clp(`&baseMaterialId=${wax}`), 200, ClpClassificationSchema);
    expect(codes(body)).toEqual(['Aquatic Chronic 3; H412']);
    expect(body.label).toMatchObject({ pictograms: [], signalWord: null, supplementalStatements: [] });
    expect(body.ingredients.filter((line) => line.part === 'base')).toEqual([
      expect.objectContaining({ cas: '8002-74-2', percent: 90, source: 'supplier' }),
    ]);
  });

  it("another workspace's material as the base: 404; not a material id: 422", async () => {
    const hidden = await clp(`&baseMaterialId=${othersWax}`);
    expect(hidden.status).toBe(404);
    expect((await readError(hidden)).error.message).toMatch(/Base material not found/);
    const bad = await clp('&baseMaterialId=wax');
    expect(bad.status).toBe(422);
    expect((await readError(bad)).error.message).toMatch(/baseMaterialId/);
  });
});
