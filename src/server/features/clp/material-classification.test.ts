import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import {
  ClpClassificationSchema,
  CreatedFormulaSchema,
  CreatedLotSchema,
  CreatedMaterialSchema,
} from '../../../../tests/setup/response-schemas.ts';
import type { ClpClassifyResponse } from '../../../domain/clp/classify-clp-request.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';
import { materials } from '../../db/schema/index.ts';

/**
 * /api/compliance/clp/materials/:id/classification and /lots/:id/classification (issue 31, Data and item 1): the
 * workspace's supplier or own classification of a material and of a lot, used by the formula's classification as
 * lot > material > Annex VI, a harmonised entry never weakened. Expected classes are worked by hand from CLP Annex I.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../../../../shared/data');
const ctx = await createTestContext();
const { db } = ctx.deps.database;
await importAndWait(ctx.deps, { datasets: [findReferenceDataset('eu-clp-annex-vi-echa')!], folder: FOLDER });
const house = await createHouse(ctx, ['perfumer', 'lab', 'regulatory', 'viewer'] as const);
const { perfumer, lab, regulatory, viewer } = house.members;
const outsider = await ctx.signUp();
// GET …/classification: material-classification-store.ts (MaterialClassificationsView).
const ClassificationsViewSchema = z.looseObject({
  material: z.looseObject({ source: z.looseObject({ kind: z.string() }) }).nullable(),
  lots: z.array(
    z.looseObject({
      lotId: z.string(),
      lotNumber: z.string().nullable(),
      classification: z.looseObject({}).nullable(),
    }),
  ),
  annexVi: z.looseObject({ indexNo: z.string(), classification: z.array(z.string()) }).nullable(),
  effective: z.looseObject({ classification: z.array(z.string()), source: z.string(), trace: z.array(z.string()) }),
});
const TemplatesSchema = z.looseObject({
  templates: z.array(z.looseObject({ subsection: z.string(), lines: z.array(z.string()), reviewed: z.boolean() })),
});

// Reference materials (seen by every workspace): eugenol has no Annex VI entry, linalool has one (Skin Sens. 1B).
const eugenol = await insertMaterial(db, { name: 'Eugenol (classification test)', cas: '97-53-0' });
const linalool = await insertMaterial(db, { name: 'Linalool (classification test)', cas: '78-70-6' });
const dpg = await insertMaterial(db, { name: 'DPG (classification test)', cas: '25265-71-8' });

const url = (kind: 'materials' | 'lots', id: string) => `/api/compliance/clp/${kind}/${id}/classification`;
const put = (kind: 'materials' | 'lots', id: string, body: unknown, cookie: string) =>
  ctx.request(url(kind, id), { method: 'PUT', cookie, json: body });
const supplierSds = { kind: 'supplierSds', supplier: 'Acme Aromatics', sdsDate: '2025-03-01', sdsRevision: '4' };
const ownAssessment = { kind: 'ownAssessment', assessedBy: 'R. Affairs', assessedOn: '2026-01-15' };

async function addLot(materialId: string, lotNumber: string): Promise<string> {
  const response = await ctx.request('/api/inventory/lots', {
    method: 'POST',
    cookie: lab.cookie,
    json: { materialId, quantity: 100, unit: 'g', lotNumber },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, CreatedLotSchema)).lot.id;
}

const codes = (body: ClpClassifyResponse) =>
  body.classification.map((entry) => `${entry.class} ${entry.category}; ${entry.hStatement}`);

describe('who may read and write a classification', () => {
  it('needs a session (401); every role reads, only regulatory (and owner, admin) write (403)', async () => {
    expect((await ctx.request(url('materials', eugenol.id))).status).toBe(401);
    expect((await ctx.request(url('materials', eugenol.id), { method: 'PUT', json: {} })).status).toBe(401);
    const body = { classification: ['Skin Sens. 1B; H317'], source: supplierSds };
    for (const account of [perfumer, lab, viewer]) {
      expect((await put('materials', eugenol.id, body, account.cookie)).status).toBe(403);
      expect((await ctx.request(url('materials', eugenol.id), { cookie: account.cookie })).status).toBe(200);
    }
    expect((await put('materials', eugenol.id, body, regulatory.cookie)).status).toBe(200);
  });

  it("keeps each workspace's own: another workspace sees none, and cannot reach the house's lots (404)", async () => {
    const seen = await readJson(
      await ctx.request(url('materials', eugenol.id), { cookie: outsider.cookie }),
      ClassificationsViewSchema,
    );
    expect(seen.material).toBeNull();
    const lotId = await addLot(eugenol.id, 'L-OUT');
    const body = { classification: [], source: ownAssessment };
    expect((await put('lots', lotId, body, outsider.cookie)).status).toBe(404);
    expect((await ctx.request(url('lots', lotId), { method: 'DELETE', cookie: outsider.cookie })).status).toBe(404);
    const [own] = await db
      .insert(materials)
      .values({
        name: 'House secret',
        userId: house.owner.userId,
        workspaceId: house.workspaceId,
        kind: 'substance',
        searchText: 'house secret',
      })
      .returning({ id: materials.id });
    expect((await ctx.request(url('materials', own!.id), { cookie: regulatory.cookie })).status).toBe(200);
    expect((await ctx.request(url('materials', own!.id), { cookie: outsider.cookie })).status).toBe(404);
  });

  it.each([
    ['a classification CLP does not write', { classification: ['Very toxic'], source: supplierSds }],
    ['an SDS without revision', { classification: [], source: { ...supplierSds, sdsRevision: '' } }],
    ['an SDS date that does not exist', { classification: [], source: { ...supplierSds, sdsDate: '2025-02-30' } }],
    ['an assessment without who', { classification: [], source: { kind: 'ownAssessment', assessedOn: '2026-01-01' } }],
    ['an unknown source', { classification: [], source: { kind: 'guess' } }],
    ['an M-factor of 0', { classification: [], mFactors: { chronic: 0 }, source: supplierSds }],
    [
      'an unreadable specific limit',
      { classification: [], specificConcentrationLimits: ['lots'], source: supplierSds },
    ],
  ])('refuses %s (422)', async (_, body) => {
    expect((await put('materials', eugenol.id, body, regulatory.cookie)).status).toBe(422);
  });

  it('answers 422 for an id that is not a UUID and 404 for an unknown one', async () => {
    expect((await ctx.request(url('materials', 'nope'), { cookie: regulatory.cookie })).status).toBe(422);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.request(url('materials', unknown), { cookie: regulatory.cookie })).status).toBe(404);
    expect((await put('lots', unknown, { classification: [], source: supplierSds }, regulatory.cookie)).status).toBe(
      404,
    );
  });
});

describe('the formula takes lot > material > Annex VI', () => {
  it('uses the material’s, then the lot’s classification, saying where each came from', async () => {
    const lotId = await addLot(eugenol.id, 'L-2026-07');
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: {
        name: 'Clove accord',
        rows: [
          { name: 'Eugenol', cas: '97-53-0', materialId: eugenol.id, amount: 20, unit: 'g', lotId },
          { name: 'DPG', cas: '25265-71-8', materialId: dpg.id, amount: 80, unit: 'g' },
        ],
      },
    });
    expect(created.status).toBe(201);
    const { formula } = await readJson(created, CreatedFormulaSchema);
    const classify = async () => {
      const response = await ctx.request(`/api/formulas/${formula.id}/clp?productForm=concentrate&flashPointC=100`, {
        cookie: perfumer.cookie,
      });
      return readJsonWithStatus(response, 200, ClpClassificationSchema);
    };

    // The material's supplier SDS (saved above): Skin Sens. 1B at 20 % ≥ the generic 1 % (Annex I Table 3.4.5).
    let body = await classify();
    expect(codes(body)).toEqual(['Skin Sens. 1B; H317']);
    expect(body.ingredients[0]!.classifiedBy).toMatchObject({
      level: 'material',
      description: 'Supplier SDS of Acme Aromatics, 2025-03-01, revision 4 (material)',
    });
    expect(body.ingredients[1]!.classifiedBy).toBeUndefined();

    // The lot's own assessment replaces the material's: Eye Irrit. 2 at 20 % ≥ 10 % (Annex I Table 3.3.3), and no
    // longer a sensitiser.
    const saved = await put(
      'lots',
      lotId,
      { classification: ['Eye Irrit. 2; H319'], source: ownAssessment },
      regulatory.cookie,
    );
    expect(saved.status).toBe(200);
    body = await classify();
    expect(codes(body)).toEqual(['Eye Irrit. 2; H319']);
    expect(body.ingredients[0]!.classifiedBy?.description).toBe(
      'Own assessment by R. Affairs, 2026-01-15 (lot L-2026-07)',
    );

    // Removing the lot's classification falls back to the material's.
    expect((await ctx.request(url('lots', lotId), { method: 'DELETE', cookie: regulatory.cookie })).status).toBe(204);
    expect(codes(await classify())).toEqual(['Skin Sens. 1B; H317']);
    expect((await ctx.request(url('lots', lotId), { method: 'DELETE', cookie: regulatory.cookie })).status).toBe(404);

    const view = await readJson(
      await ctx.request(url('materials', eugenol.id), { cookie: viewer.cookie }),
      ClassificationsViewSchema,
    );
    expect(view.material?.source).toEqual(supplierSds);
    expect(view.lots.find((lot) => lot.lotId === lotId)).toMatchObject({
      lotNumber: 'L-2026-07',
      classification: null,
    });
    expect(view.annexVi).toBeNull();
  });

  it('cannot weaken a harmonised entry: a supplier SDS saying "not classified" leaves linalool Skin Sens. 1B', async () => {
    const saved = await put('materials', linalool.id, { classification: [], source: supplierSds }, regulatory.cookie);
    expect(saved.status).toBe(200);
    const view = await readJson(
      await ctx.request(url('materials', linalool.id), { cookie: regulatory.cookie }),
      ClassificationsViewSchema,
    );
    expect(view.annexVi?.classification).toContain('Skin Sens. 1B; H317');
    expect(view.effective.classification).toContain('Skin Sens. 1B; H317');
    expect(view.effective.source).toBe('annexVI+supplier');
    expect(view.effective.trace.join(' ')).toMatch(
      /harmonised Skin Sens\. 1B .* added to the supplier's classification/,
    );

    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: perfumer.cookie,
      json: {
        name: 'Linalool 5',
        rows: [
          { name: 'Linalool', cas: '78-70-6', materialId: linalool.id, amount: 5, unit: 'g' },
          { name: 'DPG', cas: '25265-71-8', materialId: dpg.id, amount: 95, unit: 'g' },
        ],
      },
    });
    const { formula } = await readJson(created, CreatedFormulaSchema);
    const response = await ctx.request(`/api/formulas/${formula.id}/clp?productForm=concentrate&flashPointC=100`, {
      cookie: perfumer.cookie,
    });
    // 5 % linalool ≥ 1 % (Annex I Table 3.4.5, Skin Sens. 1B) whatever the supplier says.
    expect(codes(await readJsonWithStatus(response, 200, ClpClassificationSchema))).toContain('Skin Sens. 1B; H317');
  });
});

describe('naturals by their constituents (issue 31 item 3)', () => {
  async function createMaterial(body: unknown): Promise<string> {
    const response = await ctx.request('/api/materials', { method: 'POST', cookie: house.owner.cookie, json: body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await readJson(response, CreatedMaterialSchema)).material.id;
  }
  async function classifyFormula(name: string, rows: unknown[]): Promise<ClpClassifyResponse> {
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: house.owner.cookie,
      json: { name, rows },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { formula } = await readJson(created, CreatedFormulaSchema);
    const response = await ctx.request(`/api/formulas/${formula.id}/clp?productForm=concentrate&flashPointC=100`, {
      cookie: house.owner.cookie,
    });
    return readJsonWithStatus(response, 200, ClpClassificationSchema);
  }

  it("classifies a natural by its declared constituents, each constituent's own classification and source named", async () => {
    const ownEugenol = await createMaterial({ name: 'Eugenol (house)', kind: 'substance', cas: '97-53-0' });
    const saved = await put(
      'materials',
      ownEugenol,
      { classification: ['Skin Sens. 1B; H317'], source: supplierSds },
      regulatory.cookie,
    );
    expect(saved.status).toBe(200);
    const clove = await createMaterial({
      name: 'House clove bud oil',
      kind: 'natural',
      composition: [{ materialId: ownEugenol, percent: 80 }],
    });
    const body = await classifyFormula('Clove 10', [
      { name: 'House clove bud oil', materialId: clove, amount: 10, unit: 'g' },
      { name: 'DPG', cas: '25265-71-8', materialId: dpg.id, amount: 90, unit: 'g' },
    ]);
    // Eugenol 80 % of the oil × 10 % = 8 % ≥ 1 % (Annex I Table 3.4.5): Skin Sens. 1B; the oil's other 20 % (2 % of
    // the mixture) is stated by no source and is of unknown classification.
    expect(codes(body)).toEqual(['Skin Sens. 1B; H317']);
    const eugenolPart = body.ingredients.find((ingredient) => ingredient.constituentOf);
    expect(eugenolPart).toMatchObject({
      cas: '97-53-0',
      percent: 8,
      constituentOf: { naturalName: 'House clove bud oil', source: 'supplier-declaration', percentOfNatural: 80 },
      classifiedBy: { level: 'material' },
    });
    expect(body.naturals).toEqual([
      expect.objectContaining({ name: 'House clove bud oil', basis: 'constituents', unknownPercent: 2 }),
    ]);
    expect(body.label.sensitisersNamed.map((entry) => entry.cas)).toEqual(['97-53-0']);
  });

  it('says a natural of unknown composition leaves the classification undetermined, never zero', async () => {
    const mystery = await createMaterial({ name: 'Mystery absolute', kind: 'natural' });
    const body = await classifyFormula('Mystery 5', [
      { name: 'Mystery absolute', materialId: mystery, amount: 5, unit: 'g' },
      { name: 'DPG', cas: '25265-71-8', materialId: dpg.id, amount: 95, unit: 'g' },
    ]);
    expect(body.naturals).toEqual([expect.objectContaining({ basis: 'unknown', unknownPercent: 5 })]);
    const sensitisation = body.undetermined.find((entry) => entry.class === 'Skin Sens.');
    expect(sensitisation?.reason).toMatch(/composition of Mystery absolute is unknown/);
    expect(body.undetermined.some((entry) => entry.class === 'Aquatic Chronic')).toBe(true);
    expect(body.undetermined.some((entry) => entry.class === 'Flam. Liq.')).toBe(false);
  });

  it('says a class classified below its top category may go higher with a natural of unknown composition', async () => {
    const mystery = await createMaterial({ name: 'Mystery resinoid', kind: 'natural' });
    const ester = await createMaterial({ name: 'Benzyl benzoate (house)', kind: 'substance', cas: '120-51-4' });
    const body = await classifyFormula('Mystery 5, benzyl benzoate 30', [
      { name: 'Mystery resinoid', materialId: mystery, amount: 5, unit: 'g' },
      { name: 'Benzyl benzoate', materialId: ester, amount: 30, unit: 'g' },
      { name: 'DPG', cas: '25265-71-8', materialId: dpg.id, amount: 65, unit: 'g' },
    ]);
    // Annex VI 607-085-00-9: Aquatic Chronic 2; 30 % ≥ 25 % → Chronic 2 (Table 4.1.2). The resinoid, 5 %, could
    // hold a Chronic 1 substance: 10 × M × C1 ≥ 25 % from 2.5 %, so Chronic 1 is not ruled out.
    expect(codes(body)).toContain('Aquatic Chronic 2; H411');
    const chronic = body.undetermined.find((entry) => entry.class === 'Aquatic Chronic');
    expect(chronic?.reason).toMatch(/Mystery resinoid is unknown.*may bring this class in a higher category/);
    // Skin sensitisation has one category of H statement for the label; unclassified classes stay open as before.
    expect(body.undetermined.some((entry) => entry.class === 'Skin Sens.')).toBe(true);
  });
});

describe('SDS templates are the workspace’s, edited by the regulatory role (issue 31 item 4)', () => {
  const templateUrl = '/api/compliance/clp/sds-templates/concentrate';
  const subsection = async (cookie: string, number: string) =>
    (await readJson(await ctx.request(templateUrl, { cookie }), TemplatesSchema)).templates.find(
      (template) => template.subsection === number,
    );

  it('a perfumer or a viewer cannot change a template (403); a saved text stays not reviewed until marked', async () => {
    const body = { lines: ['Emergency telephone number: +33 1 00 00 00 00.'], reviewed: false };
    for (const account of [perfumer, viewer, lab]) {
      const refused = await ctx.request(`${templateUrl}/1.4`, { method: 'PUT', cookie: account.cookie, json: body });
      expect(refused.status).toBe(403);
    }
    const saved = await ctx.request(`${templateUrl}/1.4`, { method: 'PUT', cookie: regulatory.cookie, json: body });
    expect(saved.status).toBe(200);
    expect(await subsection(viewer.cookie, '1.4')).toMatchObject({ lines: body.lines, reviewed: false });
    const reviewed = await ctx.request(`${templateUrl}/1.4`, {
      method: 'PUT',
      cookie: regulatory.cookie,
      json: { ...body, reviewed: true },
    });
    expect(reviewed.status).toBe(200);
    expect(await subsection(perfumer.cookie, '1.4')).toMatchObject({ reviewed: true });
    // Another workspace keeps Sillage's default, not reviewed.
    expect(await subsection(outsider.cookie, '1.4')).toMatchObject({ reviewed: false });
  });
});
