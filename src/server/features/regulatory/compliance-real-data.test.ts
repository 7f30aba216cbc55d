import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { findReferenceDataset, type ReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import type { ComplianceReportResponse } from '../../../domain/regulatory/format-report-response.ts';
import { importAndWait } from '../reference-data/import-jobs.ts';

/** The official IFRA 51 and ECHA files, when this machine has them (not committed: see README, licences). */
const DATA_DIR = process.env.REFERENCE_DATA_DIR ?? '/work/shared/data';
const DATASETS = ['ifra-51-standards', 'ifra-51-annex-contributions', 'eu-cosmetics-annexes-echa'];
const hasData = DATASETS.every((id) => fs.existsSync(`${DATA_DIR}/${id}`));
if (!hasData) console.log(`Skipping the real IFRA 51 data test: ${DATA_DIR} lacks ${DATASETS.join(', ')}.`);

describe.skipIf(!hasData)('compliance over the real IFRA 51 and ECHA import', () => {
  it('imports the data and computes real IFRA 51 values end to end', { timeout: 240_000 }, async () => {
    const ctx = await createTestContext();
    const datasets = DATASETS.map((id) => findReferenceDataset(id)).filter((dataset): dataset is ReferenceDataset => Boolean(dataset));
    const job = await importAndWait(ctx.deps, { datasets, folder: DATA_DIR });
    expect(job.results.map((result) => result.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const user = await ctx.signUp();

    // Citral 2 g + Litsea cubeba oil 5 g (IFRA Annex: citral 69%, safrole 0.05%…), W = 7 g, D = 20%.
    const response = await ctx.request('/api/compliance/report', {
      method: 'POST',
      cookie: user.cookie,
      json: { lines: [{ cas: '5392-40-5', grams: 2 }, { cas: '68855-99-2', grams: 5 }], category: '4', dosage: 20, productType: 'leave-on' },
    });
    const body = (await response.json()) as ComplianceReportResponse;
    expect(response.status).toBe(200);
    expect(body.dataVersion.ifraAmendment).toBe('51');
    const citral = body.standards.find((standard) => standard.key === 'IFRA_STD_021');
    expect(citral).toMatchObject({ name: 'Citral', limit: 0.6, verdict: 'fail' });
    expect(citral?.concentration).toBeCloseTo((5.45 * 20) / 7, 10);
    // IFRA 51 citral: Cat 4 0.6%, Cat 5A 0.15%; D* = L·W/M with M = 2 + 0.69·5 = 5.45 g.
    expect(body.maxDosage['4']).toBeCloseTo((0.6 * 7) / 5.45, 10);
    expect(body.maxDosage['5A']).toBeCloseTo((0.15 * 7) / 5.45, 10);
    expect(body.maxDosage['1']).toBe('not-approved');
    expect(body.allergens.find((allergen) => allergen.annexIiiReference === '70')).toMatchObject({ name: '3,7-Dimethyl-2,6-octadienal', declare: true });

    // Bergamot expressed 2 g + lemon cold pressed 3 g in 95 g of citral-free… here only the two oils: W = 5 g.
    const phototoxic = await ctx.request('/api/compliance/report', {
      method: 'POST',
      cookie: user.cookie,
      json: { lines: [{ cas: '8007-75-8', grams: 2 }, { cas: '8008-56-8', grams: 3 }], category: '4', dosage: 1 },
    });
    const photo = (await phototoxic.json()) as ComplianceReportResponse;
    expect(phototoxic.status).toBe(200);
    // IFRA 51: bergamot 0.4%, lemon cold pressed 2% in Cat 4; Σ (M/L) = 2/0.4 + 3/2 = 6.5; sum at D=1 is 6.5/5.
    expect(photo.phototoxicity.sumOfRatios).toBeCloseTo(6.5 / 5, 10);

    const list = await ctx.request('/api/regulatory/ifra?q=citral', { cookie: user.cookie });
    const listing = (await list.json()) as { total: number; items: { id: string }[] };
    expect(listing.total).toBe(263);
    expect(listing.items.map((item) => item.id)).toContain('IFRA_STD_021');
    const detail = (await (await ctx.request('/api/regulatory/ifra/IFRA_STD_021', { cookie: user.cookie })).json()) as { limits: { category: string; maxPercent: number | null }[] };
    expect(detail.limits).toHaveLength(18);
    expect(detail.limits.find((limit) => limit.category === '4')?.maxPercent).toBe(0.6);

    const admin = await ctx.signUp('admin@sillage.test');
    const check = (await (await ctx.request('/api/admin/ifra-system-check', { cookie: admin.cookie })).json()) as { counts: { standards: number }; checks: { id: string; status: string }[] };
    expect(check.counts.standards).toBe(263);
    expect(check.checks.find((entry) => entry.id === 'categories-complete')?.status).toBe('pass');
  });
});
