// GET /api/compliance/engine-data: what the browser's engine is given (split from compliance.test.ts).
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { buildComplianceReport } from '../../../domain/regulatory/build-compliance-report.ts';
import { createComplianceEngine } from '../../../domain/regulatory/create-compliance-engine.ts';
import type { FormulaLine } from '../../../domain/regulatory/regulatory-model.ts';
import { grams } from '../../../../tests/fixtures/golden-vector-fixtures.ts';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { z } from 'zod';
import type { ComplianceReportResponse } from '../../../domain/regulatory/format-report-response.ts';
import { readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { ComplianceReportSchema, EngineDataSchema } from '../../../../tests/setup/response-schemas.ts';

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

describe('GET /api/compliance/engine-data', () => {
  it('returns the engine input: the browser engine gives the same numbers as the server', async () => {
    const ids = [
      FIXTURE_MATERIALS.litsea.id,
      FIXTURE_MATERIALS.rose.id,
      FIXTURE_MATERIALS.citral.id,
      FIXTURE_MATERIALS.dpg.id,
    ];
    const response = await ctx.request(`/api/compliance/engine-data?materialIds=${ids.join(',')}`, {
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    const data = await readJson(response, EngineDataSchema);
    expect(data.regulatoryData.ifraStandards.map((standard) => standard.key)).toContain('IFRA_STD_901');
    expect(data.materials.map((material) => material.id)).toEqual(
      expect.arrayContaining([...ids, 'cas:141-27-5', 'cas:106-24-1']),
    );
    const engine = createComplianceEngine({
      regulatoryData: data.regulatoryData,
      materials: new Map(data.materials.map((material) => [material.id, material])),
      compositionValue: data.compositionValue,
    });
    const lines: FormulaLine[] = [
      { lineId: 'a', materialId: FIXTURE_MATERIALS.citral.id, grams: grams(2) },
      { lineId: 'b', materialId: FIXTURE_MATERIALS.litsea.id, grams: grams(5) },
      { lineId: 'c', materialId: FIXTURE_MATERIALS.rose.id, grams: grams(3) },
      { lineId: 'd', materialId: FIXTURE_MATERIALS.dpg.id, grams: grams(90) },
    ];
    const local = buildComplianceReport(engine, { lines, category: '4', dosage: { basis: 'w/w', percent: 20 } });
    const server = await reportOk({ lines: T3_LINES, category: '4', dosage: 20 });
    expect(local.ok && local.value.maxDosage['4'].kind === 'limited' ? local.value.maxDosage['4'].value : null).toBe(
      server.maxDosage['4'],
    );
  });

  it('holds only the Standards its materials are in scope of, through their constituents too', async () => {
    const read = async (ids: string[]) => {
      const response = await ctx.request(`/api/compliance/engine-data?materialIds=${ids.join(',')}`, {
        cookie: user.cookie,
      });
      expect(response.status).toBe(200);
      return (await readJson(response, EngineDataSchema)).regulatoryData.ifraStandards.map((standard) => standard.key);
    };
    // Rose oil reaches the citral Standard through its constituents; bergamot its own Standard; the solvent none.
    expect((await read([FIXTURE_MATERIALS.rose.id, FIXTURE_MATERIALS.bergamot.id])).sort()).toEqual([
      'IFRA_STD_901',
      'IFRA_STD_902',
    ]);
    expect(await read([FIXTURE_MATERIALS.linalool.id])).toEqual(['IFRA_STD_905']);
    expect(await read([FIXTURE_MATERIALS.dpg.id])).toEqual([]);
  });

  it('gives the browser engine the verdicts of the whole data for a formula across Standards', async () => {
    const ids = [
      FIXTURE_MATERIALS.bergamot.id,
      FIXTURE_MATERIALS.lemon.id,
      FIXTURE_MATERIALS.muskAmbrette.id,
      FIXTURE_MATERIALS.linalool.id,
      FIXTURE_MATERIALS.dpg.id,
    ];
    const response = await ctx.request(`/api/compliance/engine-data?materialIds=${ids.join(',')}`, {
      cookie: user.cookie,
    });
    const data = await readJson(response, EngineDataSchema);
    const full = await ctx.deps.complianceInputs.load();
    const materials = new Map(data.materials.map((material) => [material.id, material]));
    const lines: FormulaLine[] = ids.map((materialId, index) => ({
      lineId: `l${index}`,
      materialId,
      grams: grams(index + 1),
    }));
    const options = { lines, category: '4' as const, dosage: { basis: 'w/w' as const, percent: 20 } };
    const scoped = buildComplianceReport(
      createComplianceEngine({
        regulatoryData: data.regulatoryData,
        materials,
        compositionValue: data.compositionValue,
      }),
      options,
    );
    const whole = buildComplianceReport(
      createComplianceEngine({
        regulatoryData: full.regulatoryData,
        materials,
        compositionValue: data.compositionValue,
      }),
      options,
    );
    expect(data.regulatoryData.ifraStandards.length).toBeLessThan(full.regulatoryData.ifraStandards.length);
    expect(scoped.ok && whole.ok).toBe(true);
    if (!scoped.ok || !whole.ok) return;
    expect(scoped.value.verdict).toBe('not-compliant');
    expect(scoped.value).toEqual(whole.value);
  });

  describe('for a saved formula (formulaId)', () => {
    const line = (materialId: string | null, change: Record<string, unknown> = {}) => ({
      id: crypto.randomUUID(),
      materialId,
      name: 'Line',
      cas: null,
      amount: 1,
      unit: 'g',
      purity: 1,
      diluent: null,
      diluentMaterialId: null,
      notes: '',
      isExcluded: false,
      isLocked: false,
      ...change,
    });
    const save = async (cookie: string, rows: unknown[]) => {
      const response = await ctx.request('/api/formulas', { method: 'POST', json: { name: 'Citrus', rows }, cookie });
      expect(response.status).toBe(201);
      return (await readJson(response, z.looseObject({ formula: z.looseObject({ id: z.string() }) }))).formula.id;
    };

    it("reads the formula's materials itself and names the ids it used, as the browser computes them", async () => {
      const id = await save(user.cookie, [
        line(FIXTURE_MATERIALS.rose.id),
        line(FIXTURE_MATERIALS.bergamot.id, { diluentMaterialId: FIXTURE_MATERIALS.dpg.id, purity: 0.1 }),
        line(null, { name: 'Free text' }),
        line(FIXTURE_MATERIALS.rose.id),
      ]);
      const response = await ctx.request(`/api/compliance/engine-data?formulaId=${id}`, { cookie: user.cookie });
      expect(response.status).toBe(200);
      const data = await readJson(
        response,
        EngineDataSchema.and(z.looseObject({ materialIds: z.array(z.string()), lotIds: z.array(z.string()) })),
      );
      const expected = [FIXTURE_MATERIALS.rose.id, FIXTURE_MATERIALS.bergamot.id, FIXTURE_MATERIALS.dpg.id].sort();
      expect(data.materialIds).toEqual(expected);
      expect(data.lotIds).toEqual([]);
      const byIds = await ctx.request(`/api/compliance/engine-data?materialIds=${expected.join(',')}`, {
        cookie: user.cookie,
      });
      expect(await byIds.json()).toEqual(data);
    });

    it("answers 404 for another user's formula and 422 for a malformed id", async () => {
      const stranger = await ctx.signUp();
      const id = await save(stranger.cookie, [line(FIXTURE_MATERIALS.rose.id)]);
      const foreign = await ctx.request(`/api/compliance/engine-data?formulaId=${id}`, { cookie: user.cookie });
      expect(foreign.status).toBe(404);
      const malformed = await ctx.request('/api/compliance/engine-data?formulaId=abc', { cookie: user.cookie });
      expect(malformed.status).toBe(422);
    });
  });

  it('answers 404 for a material the user cannot see', async () => {
    const response = await ctx.request('/api/compliance/engine-data?materialIds=00000000-0000-4000-8000-000000000000', {
      cookie: user.cookie,
    });
    expect(response.status).toBe(404);
  });

  it("answers with the API's headers, the request id and Vary: Accept-Encoding (sent compressed when large)", async () => {
    const response = await ctx.request(`/api/compliance/engine-data?materialIds=${FIXTURE_MATERIALS.rose.id}`, {
      cookie: user.cookie,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const data = await readJson(response, EngineDataSchema);
    expect(data.materials.map((material) => material.id)).toContain(FIXTURE_MATERIALS.rose.id);
  });
});
