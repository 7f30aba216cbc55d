import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { SENSITISER_AND_LOAD_CASES } from '../../../../tests/fixtures/clp-audit31/sensitiser-and-load-cases.ts';
import { HEALTH_CASES } from '../../../../tests/fixtures/clp-audit31/health-cases.ts';
import { PHYSICAL_AND_AQUATIC_CASES } from '../../../../tests/fixtures/clp-audit31/physical-and-aquatic-cases.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';
import { readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { ClpClassificationSchema } from '../../../../tests/setup/response-schemas.ts';
import {
  sortExpected,
  summariseClpAnswer,
} from '../../../../tests/fixtures/clp-hand-classified/summarise-clp-answer.ts';

/**
 * A second independent check of issue 31 (session 13 audit): fragrance mixtures classified by hand from CLP and the
 * Annex VI export (the cases and their arithmetic are in tests/fixtures/clp-audit31/), posted to
 * POST /api/compliance/clp/classify. Every case must agree on the classification, pictograms, signal word, H
 * statements, the sensitisers named, the Art. 18(3)(b) names, the supplemental statements, packaging, what is
 * undetermined or not applicable, and whether a UFI is due.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../../../../shared/data');
const ctx = await createTestContext();
await importAndWait(ctx.deps, { datasets: [findReferenceDataset('eu-clp-annex-vi-echa')!], folder: FOLDER });
const user = await ctx.signUp();

const CASES = [...SENSITISER_AND_LOAD_CASES, ...HEALTH_CASES, ...PHYSICAL_AND_AQUATIC_CASES];

describe('audit31: hand-classified mixtures through POST /api/compliance/clp/classify', () => {
  it.each(CASES.map((entry) => [entry.name, entry] as const))('%s', async (_name, { body, expected }) => {
    const response = await ctx.request('/api/compliance/clp/classify', {
      method: 'POST',
      json: body,
      cookie: user.cookie,
    });
    const result = await readJsonWithStatus(response, 200, ClpClassificationSchema);
    expect(summariseClpAnswer(result), result.trace.join('\n')).toEqual(sortExpected(expected));
  });
});
