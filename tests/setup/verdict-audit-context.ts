import fs from 'node:fs';
import { beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { findReferenceDataset, type ReferenceDataset } from '../../src/domain/reference-data/reference-datasets.ts';
import type { ComplianceReportResponse } from '../../src/domain/regulatory/format-report-response.ts';
import type { IfraCategory } from '../../src/domain/regulatory/ifra-categories.ts';
import { materials } from '../../src/server/db/schema/index.ts';
import { importAndWait } from '../../src/server/features/reference-data/reference-data.public.ts';
import { NR, OWN, REFERENCE, type Cell } from '../fixtures/verdict-audit-cases.ts';
import { readJsonWithStatus } from './read-response.ts';
import { ComplianceReportSchema, CreatedMaterialSchema } from './response-schemas.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 27's independent check (verdict-audit-*.test.ts): cases computed by hand from IFRA's 51st Amendment workbook
 * (ifra-51-standards/ifra-51st-amendment-ifra-standards-overview.xlsx, columns "Category 1 (%)" … "Category 12 (%)",
 * transcribed as written, decimal commas included), the IFRA Annex (ifra-51-annex-contributions) and the ECHA
 * exports (eu-cosmetics-annexes-echa), run through POST /api/compliance/report. Nothing is read back from the
 * engine; the cases the existing real-data tests already hold (compliance-real-data, verdicts-real-data) are not
 * repeated.
 *
 * Arithmetic used throughout (compliance-rules.md §5): a line of m g in a concentrate of W g gives c = 100·m/W % of
 * the concentrate; at dosage D the finished product holds C = c·D/100 %; the maximum dosage in category k is
 * D*_k = min(100, 100·L_k / c) for one Standard, and 100 / Σ_S (c_S / L_S[k]) for a sum.
 */
export const AUDIT_DATA_DIR = process.env.REFERENCE_DATA_DIR ?? '/work/shared/data';
const DATASETS = ['ifra-51-standards', 'ifra-51-annex-contributions', 'eu-cosmetics-annexes-echa'];
export const hasAuditData = DATASETS.every((id) => fs.existsSync(`${AUDIT_DATA_DIR}/${id}`));

export const expectMaxima = (
  actual: ComplianceReportResponse['maxDosage'],
  expected: Partial<Record<IfraCategory, Cell | 'not-assessed' | 'not-approved'>>,
) => {
  for (const [category, value] of Object.entries(expected)) {
    const got = actual[category as IfraCategory];
    if (typeof value === 'number') {
      expect(typeof got, `category ${category}: ${String(got)}`).toBe('number');
      expect(got as number, `category ${category}`).toBeCloseTo(value, 9);
    } else if (value === NR) {
      // 100 % (the concentrate alone passes) and "not limited" are the same statement.
      expect([NR, 100], `category ${category}: ${String(got)}`).toContain(got);
    } else expect(got, `category ${category}`).toBe(value);
  }
};

/**
 * The audit's world, set up once per file in a `beforeAll` of the calling describe: the three datasets imported, the
 * reference materials of the cases inserted, a perfumer signed up with the cases' own materials. `post` sends a
 * compliance report request, `send` any POST read with its schema, `request` any request as that perfumer.
 */
export function useVerdictAudit() {
  let ctx: TestContext;
  let cookie = '';
  const own = {} as Record<keyof typeof OWN, string>;
  const send = async <Schema extends z.ZodType>(path: string, json: unknown, schema: Schema) => {
    const response = await ctx.request(path, { method: 'POST', cookie, json });
    return readJsonWithStatus(response, 'success', schema) as Promise<z.output<Schema>>;
  };
  const post = (path: string, json: unknown): Promise<ComplianceReportResponse> =>
    send(path, json, ComplianceReportSchema);
  const request = (path: string, init: Omit<NonNullable<Parameters<TestContext['request']>[1]>, 'cookie'> = {}) =>
    ctx.request(path, { ...init, cookie });
  /** The lines of a 100 g concentrate: the given grams, then dipropylene glycol to 100 g. */
  const lines = (entries: [string, number][]) => {
    const used = entries.reduce((sum, [, grams]) => sum + grams, 0);
    return [
      ...entries.map(([key, grams]) =>
        /^\d{2,7}-\d{2}-\d$/.test(key) ? { cas: key, grams } : { materialId: key, grams },
      ),
      { materialId: REFERENCE.dpg.id, grams: 100 - used },
    ];
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const datasets = DATASETS.map((id) => findReferenceDataset(id)).filter((dataset): dataset is ReferenceDataset =>
      Boolean(dataset),
    );
    const job = await importAndWait(ctx.deps, { datasets, folder: AUDIT_DATA_DIR });
    expect(job.results.map((result) => result.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    await ctx.deps.database.db.insert(materials).values(Object.values(REFERENCE));
    ctx.deps.complianceInputs.forget();
    cookie = (await ctx.signUp()).cookie;
    for (const [key, material] of Object.entries(OWN)) {
      const created = await send('/api/materials', { ...material, kind: 'substance' }, CreatedMaterialSchema);
      own[key as keyof typeof OWN] = created.material.id;
    }
  }, 300_000);

  return { own, send, post, request, lines };
}
