import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { extractPdfText } from '../../../../tests/support/pdf-text.ts';
import { HAND_CLASSIFIED_CASES } from '../../../../tests/fixtures/clp-hand-classified-cases.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';
import { readJson, readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { ClpClassificationSchema } from '../../../../tests/setup/response-schemas.ts';
import {
  sortExpected,
  summariseClpAnswer,
} from '../../../../tests/fixtures/clp-hand-classified/summarise-clp-answer.ts';

/**
 * The independent check of issue 31: fragrance mixtures classified by hand from CLP and the Annex VI export (the cases
 * and their arithmetic are in tests/fixtures/clp-hand-classified-cases.ts), posted to POST /api/compliance/clp/classify.
 * Every case must agree on the classification, pictograms, signal word, H statements, the sensitisers named, the
 * substances named with the product identifier, the supplemental statements, packaging and what is undetermined.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../../../../shared/data');
const ctx = await createTestContext();
await importAndWait(ctx.deps, { datasets: [findReferenceDataset('eu-clp-annex-vi-echa')!], folder: FOLDER });
const user = await ctx.signUp();

describe('hand-classified fragrance mixtures through POST /api/compliance/clp/classify', () => {
  it.each(HAND_CLASSIFIED_CASES.map((entry) => [entry.name, entry] as const))(
    '%s',
    async (_name, { body, expected }) => {
      const response = await ctx.request('/api/compliance/clp/classify', {
        method: 'POST',
        json: body,
        cookie: user.cookie,
      });
      const result = await readJsonWithStatus(response, 200, ClpClassificationSchema);
      expect(summariseClpAnswer(result), result.trace.join('\n')).toEqual(sortExpected(expected));
      // Every H statement printed carries CLP Annex III's text, never its bare code.
      for (const statement of result.label.hazardStatements) expect(statement.text).not.toBe(statement.code);
    },
  );

  it.each([
    // 10 %: Art. 18(3)(b) names linalool; Annex II 2.8 (2nd paragraph) names eugenol and coumarin beside it.
    ['lavender candle oil at 10 % load', 'Contains: linalool, Eugenol, Coumarin.', null],
    // 8 %: not classified, so no Art. 18(3)(b) names; EUH208 names linalool and coumarin once, not again as "Contains:".
    [
      'the same lavender candle oil at 8 % load',
      'Contains linalool, Coumarin. May produce an allergic reaction.',
      'Contains:',
    ],
  ])('the label PDF of %s names each sensitiser once', async (prefix, shown, absent) => {
    const candle = HAND_CLASSIFIED_CASES.find((entry) => entry.name.startsWith(prefix))!;
    const response = await ctx.request('/api/compliance/clp/label.pdf?size=sticker&productName=Lavender', {
      method: 'POST',
      json: candle.body,
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    const text = (await extractPdfText(new Uint8Array(await response.arrayBuffer()))).replaceAll(/\s+/g, ' ');
    expect(text).toContain(shown);
    if (absent) expect(text).not.toContain(absent);
  });

  it('the EUH208 text names the sensitisers in the regulation’s words (Annex II 2.8)', async () => {
    const candle = HAND_CLASSIFIED_CASES.find((entry) => entry.name.startsWith('the same lavender candle oil at 8 %'))!;
    const response = await ctx.request('/api/compliance/clp/classify', {
      method: 'POST',
      json: candle.body,
      cookie: user.cookie,
    });
    const result = await readJson(response, ClpClassificationSchema);
    expect(result.label.supplementalStatements).toEqual([
      { code: 'EUH208', text: 'Contains linalool, Coumarin. May produce an allergic reaction.' },
    ]);
  });
});
