import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBatchHelpers, TABLET } from '../../../../tests/factories/batch-factories.ts';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';

/**
 * GET /api/compliance/clp/batches/:id/label.pdf (issue 31 item 3): the CLP label of one batch of the lab bench, from
 * its lines as weighed and the lots drawn for them, at the load asked. Worked by hand from CLP Annex I.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../../../../shared/data');
const ctx = await createTestContext();
await importAndWait(ctx.deps, { datasets: [findReferenceDataset('eu-clp-annex-vi-echa')!], folder: FOLDER });
const db = ctx.deps.database.db;
const { createFormula, addLot, weigh, startBatch } = createBatchHelpers(ctx);
const user = await ctx.signUp();
const other = await ctx.signUp();
const ownAssessment = { kind: 'ownAssessment', assessedBy: 'R. Affairs', assessedOn: '2026-01-15' };

// Eugenol has no Annex VI entry: only the lot's classification (a test input) makes it a sensitiser here.
const eugenol = await insertMaterial(db, { name: 'Eugenol (batch label test)', cas: '97-53-0' });
const ipm = await insertMaterial(db, { name: 'IPM (batch label test)', cas: '110-27-0' });
const eugenolLot = await addLot(user.cookie, { materialId: eugenol.id, lotNumber: 'EUG-7', quantity: 100 });
await addLot(user.cookie, { materialId: ipm.id, lotNumber: 'IPM-1', quantity: 500 });
const classified = await ctx.request(`/api/compliance/clp/lots/${eugenolLot}/classification`, {
  method: 'PUT',
  cookie: user.cookie,
  json: { classification: ['Skin Sens. 1B; H317'], source: ownAssessment },
});
expect(classified.status, await classified.clone().text()).toBe(200);
await ctx.request(`/api/compliance/clp/materials/${ipm.id}/classification`, {
  method: 'PUT',
  cookie: user.cookie,
  json: { classification: [], source: ownAssessment },
});
const formulaId = await createFormula(user.cookie, [
  { materialId: eugenol.id, name: eugenol.name, amount: 10 },
  { materialId: ipm.id, name: ipm.name, amount: 90 },
]);
const batch = await startBatch(user.cookie, formulaId, { targetGrams: 100 });
const eugenolLine = batch.lines.find((line) => line.materialId === eugenol.id)!;
const ipmLine = batch.lines.find((line) => line.materialId === ipm.id)!;
expect(eugenolLine.lotId).toBe(eugenolLot);
expect((await weigh(user.cookie, batch, eugenolLine.lineId, 10, TABLET)).status).toBe(200);
expect((await weigh(user.cookie, batch, ipmLine.lineId, 90, TABLET)).status).toBe(200);

const label = (query: string, cookie: string | null = user.cookie) =>
  ctx.request(`/api/compliance/clp/batches/${batch.id}/label.pdf?${query}`, cookie ? { cookie } : {});
const textOf = async (response: Response) =>
  (await extractPdfText(new Uint8Array(await response.arrayBuffer()))).replaceAll(/\s+/g, ' ');

describe('GET /api/compliance/clp/batches/:id/label.pdf', () => {
  it('at 10 % candle load: eugenol (lot EUG-7, Skin Sens. 1B) 10 g of 100 g × 10 % = 1.0 % ≥ 1 % → H317 (Table 3.4.5)', async () => {
    const response = await label('productForm=candle&loadPercent=10&size=sticker');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await textOf(response);
    expect(text).toContain(`Bench study (batch ${batch.code})`);
    expect(text).toContain('Contains: Eugenol (batch label test).');
    expect(text).toContain('May cause an allergic skin reaction.');
    expect(text).toContain('Warning');
  });

  it('at 8 %: 0.8 % < 1 % but ≥ 0.1 % → not classified, EUH208 only (Table 3.4.6; no EUH210 for the public)', async () => {
    const text = await textOf(await label('productForm=candle&loadPercent=8&size=sticker'));
    expect(text).toContain('Contains Eugenol (batch label test). May produce an allergic reaction.');
    expect(text).not.toContain('May cause an allergic skin reaction.');
    expect(text).not.toContain('Safety data sheet available on request.');
  });

  it('needs a session (401), is the workspace’s own (404), and refuses a candle without a load (422)', async () => {
    expect((await label('productForm=candle&loadPercent=10', null)).status).toBe(401);
    expect((await label('productForm=candle&loadPercent=10', other.cookie)).status).toBe(404);
    expect((await label('productForm=candle')).status).toBe(422);
    const notAnId = await ctx.request('/api/compliance/clp/batches/not-an-id/label.pdf?productForm=concentrate', {
      cookie: user.cookie,
    });
    expect(notAnId.status).toBe(422);
  });
});
