import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import { insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { materials } from '../../db/schema/index.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

/**
 * Issue 33 deliver 2 through POST /api/compliance/report and the declaration: a verdict per market. By hand from the
 * texts: linalool 0.25 g in 100 g at 2 % → 0.005 % in a leave-on product, above Annex III's 0.001 %; Canada's
 * SOR/2024-63 applies to the allergens listed before (EU) 2023/1545 from 12 April 2026. β-Myrcene (OEHHA list,
 * listed 27 March 2015 for cancer) at 1 % of a bergamot oil, 10 g in 100 g at 20 % → 0.02 % in the product; the
 * warning is due 12 months after listing (H&S Code §25249.10(b)) with the text of 27 CCR §25603(a)(2)(A).
 */
const DATA_DIR = process.env.REFERENCE_DATA_DIR ?? '/work/shared/data';
const hasProp65 = fs.existsSync(`${DATA_DIR}/ca-prop65-oehha/p65chemicalslist.csv`);

const ctx = await createTestContext();
if (hasProp65)
  await importAndWait(ctx.deps, { datasets: [findReferenceDataset('ca-prop65-oehha')!], folder: DATA_DIR });
await insertComplianceFixtures(ctx.deps.database);
const myrcene = {
  id: randomUUID(),
  mergeKey: 'cas:123-35-3',
  cas: '123-35-3',
  casValid: true,
  name: 'Myrcene',
  kind: 'substance',
  isNatural: false,
  searchText: 'myrcene',
};
await ctx.deps.database.db.insert(materials).values(myrcene);
ctx.deps.complianceInputs.forget();
const user = await ctx.signUp();
const bergamot = {
  id: randomUUID(),
  userId: user.userId,
  workspaceId: await getPersonalWorkspaceId(ctx.deps.database.db, user.userId),
  name: 'Bergamot oil (supplier B)',
  kind: 'natural',
  isNatural: true,
  searchText: 'bergamot oil supplier b',
  composition: [{ materialId: myrcene.id, percent: 1 }],
};
await ctx.deps.database.db.insert(materials).values(bergamot);

const VerdictSchema = z.looseObject({
  market: z.string(),
  status: z.string(),
  declarations: z.array(z.looseObject({ labelName: z.string(), startsOn: z.string() })),
  warnings: z.array(
    z.looseObject({
      chemical: z.string(),
      cas: z.string(),
      startsOn: z.string(),
      sources: z.array(z.looseObject({ line: z.number(), materialName: z.string() })),
    }),
  ),
  warningText: z.string().nullable(),
});
const post = (path: string, body: unknown, cookie: string | null = user.cookie) =>
  ctx.request(path, { method: 'POST', json: body, ...(cookie ? { cookie } : {}) });
const LINALOOL = {
  lines: [
    { cas: '78-70-6', grams: 0.25 },
    { cas: '25265-71-8', grams: 99.75 },
  ],
  category: '4',
  dosage: 2,
};

describe('market verdicts in POST /api/compliance/report', () => {
  it('needs a session (401) and answers 422 for a date that does not exist', async () => {
    expect((await post('/api/compliance/report', LINALOOL, null)).status).toBe(401);
    const response = await post('/api/compliance/report', { ...LINALOOL, marketsDate: '2026-02-30' });
    expect(response.status).toBe(422);
  });

  it.each([
    ['2026-04-11', []],
    ['2026-04-12', ['Linalool']],
  ])(
    'linalool at 0.005 percent leave-on on %s: Canada declares %j, the EU Linalool, never "compliant"',
    async (date, ca) => {
      const response = await post('/api/compliance/report', { ...LINALOOL, marketsDate: date });
      expect(response.status).toBe(200);
      const { marketVerdicts } = await readJson(response, z.looseObject({ marketVerdicts: z.array(VerdictSchema) }));
      expect(marketVerdicts.map((verdict) => verdict.market)).toEqual(['EU', 'CA', 'UK', 'US', 'US-CA']);
      const of = (market: string) => marketVerdicts.find((verdict) => verdict.market === market);
      expect(of('CA')?.declarations.map((declaration) => declaration.labelName)).toEqual(ca);
      expect(of('EU')?.declarations.map((declaration) => declaration.labelName)).toEqual(['Linalool']);
      expect(of('US')?.status).toBe('not-assessed');
      expect(marketVerdicts.map((verdict) => verdict.status)).not.toContain('compliant');
    },
  );

  it.skipIf(!hasProp65)(
    'a Prop 65 flag names the chemical, the oil it comes from and the warning text (needs ca-prop65-oehha)',
    async () => {
      const body = {
        lines: [
          { materialId: bergamot.id, grams: 10 },
          { cas: '25265-71-8', grams: 90 },
        ],
        category: '4',
        dosage: 20,
        marketsDate: '2026-11-28',
        productName: 'Bergamot splash',
      };
      const response = await post('/api/compliance/report', body);
      expect(response.status).toBe(200);
      const { marketVerdicts } = await readJson(response, z.looseObject({ marketVerdicts: z.array(VerdictSchema) }));
      const california = marketVerdicts.find((verdict) => verdict.market === 'US-CA');
      expect(california?.status).toBe('action-required');
      expect(california?.warnings.map((warning) => [warning.chemical, warning.cas, warning.startsOn])).toEqual([
        ['beta-Myrcene', '123-35-3', '2016-03-27'],
      ]);
      expect(california?.warnings[0]?.sources.map((source) => [source.line, source.materialName])).toEqual([
        [1, 'Bergamot oil (supplier B)'],
      ]);
      const text =
        'WARNING: This product can expose you to chemicals including beta-Myrcene, which is known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov.';
      expect(california?.warningText).toBe(text);

      const declaration = await post('/api/compliance/allergen-declaration.pdf', body);
      expect(declaration.status).toBe(200);
      const pdf = (await extractPdfText(new Uint8Array(await declaration.arrayBuffer()))).replaceAll(/\s+/g, ' ');
      for (const expected of [
        'OTHER MARKETS',
        'beta-Myrcene (CAS 123-35-3, listed for cancer',
        'from line 1, Bergamot oil (supplier B)',
        'Warning text (27 CCR §25603): “WARNING: This product can expose you to chemicals including beta-',
        'which is known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov.”',
        'United States',
      ])
        expect(pdf).toContain(expected);
    },
  );
});
