import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import type { ClpClassifyResponse } from '../../../domain/clp/classify-clp-request.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import { z } from 'zod';
import { readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { ClpClassificationSchema } from '../../../../tests/setup/response-schemas.ts';
import { UFI_MISSING } from './render-clp-label.ts';

/**
 * POST /api/compliance/clp/classify and GET /api/formulas/:id/clp against ECHA's Annex VI export (ATP 21) as
 * imported. Expected values are worked by hand from Regulation (EC) No 1272/2008 and that file's rows.
 */
/** The data folder (the importer reads <folder>/<dataset id>/). */
const FOLDER = path.resolve(import.meta.dirname, '../../../../../shared/data');
const ctx = await createTestContext();
const annexVi = findReferenceDataset('eu-clp-annex-vi-echa')!;
const imported = await importAndWait(ctx.deps, { datasets: [annexVi], folder: FOLDER });
const user = await ctx.signUp();
const other = await ctx.signUp();

const classify = (json: unknown, cookie: string | null = user.cookie) =>
  ctx.request('/api/compliance/clp/classify', { method: 'POST', json, cookie: cookie ?? undefined });
async function classifyOk(json: unknown): Promise<ClpClassifyResponse> {
  const response = await classify(json);
  const body = await readJsonWithStatus(response, 200, ClpClassificationSchema);
  return body;
}
const codes = (body: ClpClassifyResponse) =>
  body.classification.map((entry) => `${entry.class} ${entry.category}; ${entry.hStatement}`);

describe('Annex VI import (ECHA export, ATP 21)', () => {
  it('reads all 4,400 entries, and a second run changes nothing', async () => {
    expect(imported.status).toBe('succeeded');
    expect(imported.results[0]).toMatchObject({ status: 'succeeded', rowsRead: 4400, rowsAdded: 4400 });
    const again = await importAndWait(ctx.deps, { datasets: [annexVi], folder: FOLDER });
    expect(again.results[0]).toMatchObject({ rowsAdded: 0, rowsUpdated: 0, rowsRemoved: 0 });
  });

  it("is licensed as non-commercial data (explicit opt-in) with ECHA's disclaimer in its licence", () => {
    expect(annexVi.licenceClass).toBe('non-commercial');
    expect(annexVi.licence).toMatch(/not including commercial activities or reproduction/);
  });
});

describe('POST /api/compliance/clp/classify', () => {
  it('needs a session (401)', async () => {
    expect((await classify({}, null)).status).toBe(401);
    expect(
      (await ctx.request('/api/formulas/00000000-0000-4000-8000-000000000000/clp?productForm=concentrate')).status,
    ).toBe(401);
  });

  it.each([
    [
      'an unknown product form',
      { productForm: 'lotion', supplyTo: 'professional', components: [{ name: 'a', percent: 1 }] },
      /productForm/,
    ],
    [
      'a candle without its load',
      { productForm: 'candle', supplyTo: 'generalPublic', components: [{ name: 'a', percent: 1 }] },
      /loadPercent is required/,
    ],
    [
      'an unreadable classification',
      {
        productForm: 'concentrate',
        supplyTo: 'professional',
        components: [{ name: 'a', percent: 1, supplierClassification: ['very toxic'] }],
      },
      /not a CLP classification/,
    ],
    [
      'components over 100 %',
      {
        productForm: 'concentrate',
        supplyTo: 'professional',
        components: [
          { name: 'a', percent: 60 },
          { name: 'b', percent: 60 },
        ],
      },
      /over 100 %/,
    ],
    [
      'a percent that is not a number',
      { productForm: 'concentrate', supplyTo: 'professional', components: [{ name: 'a', percent: '5' }] },
      /percent/,
    ],
    ['no components', { productForm: 'concentrate', supplyTo: 'professional', components: [] }, /at least one/],
  ])('refuses %s (422)', async (_name, body, message) => {
    const response = await classify(body);
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(message);
  });

  it('linalool without a supplier classification takes Annex VI 603-235-00-2 (Skin Sens. 1B); no flash point: undetermined', async () => {
    const body = await classifyOk({
      productForm: 'concentrate',
      supplyTo: 'professional',
      components: [
        { cas: '78-70-6', name: 'Linalool', percent: 2 },
        { cas: '9999-99-9', name: 'Solvent', percent: 98, supplierClassification: [] },
      ],
    });
    expect(body.dataVersion.annexVi).toBe(annexVi.version);
    expect(codes(body)).toEqual(['Skin Sens. 1B; H317']);
    expect(body.label).toMatchObject({
      pictograms: ['GHS07'],
      signalWord: 'Warning',
      hazardStatements: [{ code: 'H317', text: 'May cause an allergic skin reaction.' }],
      sensitisersNamed: [{ cas: '78-70-6', name: 'linalool' }],
      productIdentifierComponents: [{ cas: '78-70-6', name: 'linalool' }],
    });
    expect(body.undetermined).toEqual([expect.objectContaining({ class: 'Flam. Liq.', missing: ['flashPointC'] })]);
    expect(body.ufiRequired).toBe(true);
    expect(body.packaging).toEqual({ childResistantFastening: false, tactileWarning: false });
  });

  it("a harmonised entry cannot be weakened: cinnamal stays Skin Sens. 1A with its SCL 0.01 % against a supplier's 1B", async () => {
    const body = await classifyOk({
      productForm: 'concentrate',
      supplyTo: 'professional',
      components: [
        { cas: '104-55-2', name: 'Cinnamal', percent: 0.05, supplierClassification: ['Skin Sens. 1B; H317'] },
      ],
      measured: { flashPointC: 100 },
    });
    // 0.05 % ≥ SCL 0.01 % (Annex VI 606-155-00-6, ATP 21).
    expect(codes(body)).toEqual(['Skin Sens. 1A; H317']);
    expect(body.trace.join(' ')).toMatch(/would weaken the harmonised 1A/);
  });

  it('benzyl alcohol from Annex VI at 60 %: ATEmix = 100 / (60/1200) = 2000 → Acute Tox. 4; Eye Irrit. 2 (60 ≥ 10); Skin Sens. 1B', async () => {
    const body = await classifyOk({
      productForm: 'concentrate',
      supplyTo: 'generalPublic',
      components: [
        { cas: '100-51-6', name: 'Benzyl alcohol', percent: 60 },
        { cas: '25265-71-8', name: 'Dipropylene glycol', percent: 40, supplierClassification: [] },
      ],
      measured: { flashPointC: 101 },
    });
    expect(codes(body)).toEqual(['Acute Tox. 4; H302', 'Eye Irrit. 2; H319', 'Skin Sens. 1B; H317']);
    expect(body.classification[0]).toMatchObject({ route: 'oral', clause: 'Annex I 3.1.3.6.1, Table 3.1.1' });
    expect(body.label.pictograms).toEqual(['GHS07']);
    expect(body.label.hazardStatements.map((s) => s.code)).toEqual(['H302', 'H317', 'H319']);
    expect(body.packaging).toEqual({ childResistantFastening: false, tactileWarning: true });
  });

  describe('the same lavender candle oil at 8 % and at 10 % load (Annex I 3.4.3.3, Annex II 2.8)', () => {
    const candle = (loadPercent: number) => ({
      productForm: 'candle',
      loadPercent,
      supplyTo: 'generalPublic',
      components: [
        { cas: '78-70-6', name: 'Linalool', percent: 30 },
        { cas: '5989-27-5', name: 'd-Limonene', percent: 5 },
        {
          cas: '97-53-0',
          name: 'Eugenol',
          percent: 1,
          supplierClassification: ['Skin Sens. 1B; H317', 'Eye Irrit. 2; H319'],
        },
        {
          cas: '115-95-7',
          name: 'Linalyl acetate',
          percent: 64,
          supplierClassification: ['Skin Irrit. 2; H315', 'Eye Irrit. 2; H319'],
        },
      ],
      base: [{ cas: '8002-74-2', name: 'Paraffin wax', percentOfBase: 100, supplierClassification: [] }],
    });

    it('10 %: linalool 3 % classifies; eugenol 0.1 % and d-limonene 0.5 % reach a tenth of 1 % and are named', async () => {
      const body = await classifyOk(candle(10));
      expect(codes(body)).toEqual(['Skin Sens. 1B; H317']);
      expect(body.label.sensitisersNamed.map((s) => s.name)).toEqual(['linalool', 'd-limonene', 'Eugenol']);
      expect(body.label.supplementalStatements).toEqual([]);
      expect(body.notApplicable.map((n) => n.class)).toEqual(['Flam. Liq.', 'Asp. Tox.']);
      expect(body.undetermined).toEqual([]);
    });

    it('8 %: eugenol 0.08 % is below a tenth of its limit and is not named', async () => {
      const body = await classifyOk(candle(8));
      expect(codes(body)).toEqual(['Skin Sens. 1B; H317']);
      expect(body.label.sensitisersNamed.map((s) => s.name)).toEqual(['linalool', 'd-limonene']);
    });

    it('2 %: linalool 0.6 % no longer classifies; EUH208 names linalool (0.6 %) and d-limonene (0.1 %); a candle for the public carries no EUH210 (Annex II 2.10)', async () => {
      const body = await classifyOk(candle(2));
      expect(codes(body)).toEqual([]);
      expect(body.label.supplementalStatements).toEqual([
        { code: 'EUH208', text: 'Contains linalool, d-limonene. May produce an allergic reaction.' },
      ]);
      expect(body.label.signalWord).toBeNull();
      expect(body.ufiRequired).toBe(false);
    });
  });
});

describe('GET /api/formulas/:id/clp', () => {
  async function createFormula(cookie: string) {
    const response = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie,
      json: {
        name: 'Linalool accord',
        rows: [
          { name: 'Linalool', cas: '78-70-6', amount: 5 },
          { name: 'Benzyl alcohol', cas: '100-51-6', amount: 95 },
        ],
      },
    });
    expect(response.status).toBe(201);
    return (await readJson(response, z.looseObject({ formula: z.looseObject({ id: z.string() }) }))).formula.id;
  }

  it("classifies one's own formula at the load asked (Annex VI entries only), 404 for another user's, 422 for a bad query", async () => {
    const id = await createFormula(user.cookie);
    const response = await ctx.request(
      `/api/formulas/${id}/clp?productForm=reed-diffuser&loadPercent=20&flashPointC=70`,
      {
        cookie: user.cookie,
      },
    );
    const body = await readJsonWithStatus(response, 200, ClpClassificationSchema);
    // Linalool 5 % × 20 % = 1 % ≥ 1 % → Skin Sens. 1B; benzyl alcohol 95 % × 20 % = 19 % → Eye Irrit. 2 (≥ 10 %),
    // ATEmix: unknown base 80 % > 10 %, (100 − 80) / (19/1200) = 1263 → Acute Tox. 4 oral.
    expect(codes(body)).toEqual(['Acute Tox. 4; H302', 'Eye Irrit. 2; H319', 'Skin Sens. 1B; H317']);
    expect(body.trace[0]).toMatch(/0 of 2 components carry one; the others take their Annex VI entry alone/);

    const foreign = await ctx.request(`/api/formulas/${id}/clp?productForm=concentrate`, { cookie: other.cookie });
    expect(foreign.status).toBe(404);
    const noLoad = await ctx.request(`/api/formulas/${id}/clp?productForm=candle`, { cookie: user.cookie });
    expect(noLoad.status).toBe(422);
    const badId = await ctx.request(`/api/formulas/not-an-id/clp?productForm=concentrate`, { cookie: user.cookie });
    expect(badId.status).toBe(422);
  });
});

describe('the label PDF', () => {
  const candle = {
    productForm: 'candle',
    loadPercent: 10,
    supplyTo: 'generalPublic',
    components: [
      { cas: '78-70-6', name: 'Linalool', percent: 30 },
      { cas: '97-53-0', name: 'Eugenol', percent: 1, supplierClassification: ['Skin Sens. 1B; H317'] },
    ],
    base: [{ cas: '8002-74-2', name: 'Paraffin wax', percentOfBase: 100, supplierClassification: [] }],
  };

  it.each(['sticker', 'bottle', 'a4-sheet'])('prints the label elements (%s)', async (size) => {
    const response = await ctx.request(
      `/api/compliance/clp/label.pdf?size=${size}&productName=Lavender%20candle&nominalQuantity=180%20g`,
      { method: 'POST', json: candle, cookie: user.cookie },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = (await extractPdfText(new Uint8Array(await response.arrayBuffer()), `clp-label-${size}`)).replaceAll(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Lavender candle');
    expect(text).toContain('Contains: linalool, Eugenol.');
    expect(text).toContain('GHS07');
    expect(text).toContain('Warning');
    expect(text).toContain('May cause an allergic skin reaction.');
    expect(text).toContain('Keep out of reach of children.');
    expect(text).toContain('180 g');
    expect(text).toContain('SPECIMEN');
    // Skin Sens. 1B is a health hazard: the mixture needs a UFI (CLP Article 45, Annex VIII Part A 5), and a label
    // printed without one says so.
    expect(text).toContain(UFI_MISSING);
  });

  it('draws the environment pictogram for an aquatic chronic mixture and names it under the diamond', async () => {
    // Aquatic Chronic 1 at 30 % (M = 1) ≥ 25 % → Aquatic Chronic 1 (Annex I 4.1.3.5.5.4, Table 4.1.2): GHS09.
    const response = await ctx.request('/api/compliance/clp/label.pdf?size=sticker&productName=Pine', {
      method: 'POST',
      cookie: user.cookie,
      json: {
        productForm: 'concentrate',
        supplyTo: 'professional',
        components: [{ name: 'Aquatic ingredient', percent: 30, supplierClassification: ['Aquatic Chronic 1; H410'] }],
        measured: { flashPointC: 100 },
      },
    });
    expect(response.status).toBe(200);
    const text = await extractPdfText(new Uint8Array(await response.arrayBuffer()), 'clp-label-ghs09');
    expect(text).toContain('GHS09');
    expect(text).toContain('Very toxic to aquatic life with long lasting effects.');
    // An environmental hazard alone needs no UFI (CLP Article 45(1): health and physical hazards).
    expect(text).not.toContain('UFI required');
  });

  it('refuses an unknown size (422), needs a session (401), and is owner-scoped for a saved formula (404)', async () => {
    const bad = await ctx.request('/api/compliance/clp/label.pdf?size=poster', {
      method: 'POST',
      json: candle,
      cookie: user.cookie,
    });
    expect(bad.status).toBe(422);
    expect((await ctx.request('/api/compliance/clp/label.pdf', { method: 'POST', json: candle })).status).toBe(401);
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: user.cookie,
      json: { name: 'Label formula', rows: [{ name: 'Linalool', cas: '78-70-6', amount: 10 }] },
    });
    const { formula } = await readJson(created, z.looseObject({ formula: z.looseObject({ id: z.string() }) }));
    const own = await ctx.request(`/api/formulas/${formula.id}/clp-label.pdf?productForm=concentrate&size=sticker`, {
      cookie: user.cookie,
    });
    expect(own.status).toBe(200);
    expect(await extractPdfText(new Uint8Array(await own.arrayBuffer()))).toContain('Label formula');
    const foreign = await ctx.request(`/api/formulas/${formula.id}/clp-label.pdf?productForm=concentrate`, {
      cookie: other.cookie,
    });
    expect(foreign.status).toBe(404);
  });
});
