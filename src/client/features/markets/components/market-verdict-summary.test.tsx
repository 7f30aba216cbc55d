import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { MarketVerdictSummary } from './market-verdict-summary.tsx';

const FORMULA_ID = '00000000-0000-4000-8000-0000000000f1';
type Markets = Awaited<ReturnType<Awaited<ReturnType<(typeof client.formulas)[':id']['markets']['$get']>>['json']>>;
type Verdict = Markets['verdicts'][number];

const base = {
  date: '2026-11-28',
  reason: null,
  source: { title: 'OEHHA', citation: 'H&S Code §25249.5', version: 'OEHHA list of 29 December 2023' },
  coverage: '',
  declarations: [],
  warnings: [],
  warningText: null,
  notAssessed: [],
  gaps: [],
  upcoming: [],
} satisfies Partial<Verdict>;
// 27 CCR §25603(a)(2)(A) with beta-Myrcene named (listed for cancer, OEHHA list of 29 December 2023).
const WARNING =
  'WARNING: This product can expose you to chemicals including beta-Myrcene, which is known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov.';

describe('MarketVerdictSummary (issue 33: a verdict per market in the editor and the analysis)', () => {
  it('names the Prop 65 chemical, the oil it comes from and the warning; a market without rules is not assessed', async () => {
    renderApp(<MarketVerdictSummary formulaId={FORMULA_ID} />, {
      api: [
        answer<(typeof client.formulas)[':id']['markets']['$get']>('GET', `/api/formulas/${FORMULA_ID}/markets`, {
          formula: { id: FORMULA_ID, name: 'Bergamot splash' },
          date: '2026-11-28',
          verdicts: [
            {
              ...base,
              market: 'CA',
              name: 'Canada',
              status: 'action-required',
              declarations: [
                {
                  ruleId: 'ca-sor-2024-63-phase-1',
                  annexIiiReference: '84',
                  labelName: 'Linalool',
                  cas: ['78-70-6'],
                  concentration: 0.005,
                  threshold: 0.001,
                  startsOn: '2026-04-12',
                  sources: [{ line: 2, materialName: 'Linalool', throughMaterialName: null, percentInProduct: 0.005 }],
                },
              ],
            },
            {
              ...base,
              market: 'US',
              name: 'United States (federal, MoCRA)',
              status: 'not-assessed',
              reason: 'No federal fragrance-allergen labelling rule yet.',
            },
            {
              ...base,
              market: 'US-CA',
              name: 'California (Proposition 65)',
              status: 'action-required',
              warnings: [
                {
                  ruleId: 'us-ca-prop65-123-35-3',
                  chemical: 'beta-Myrcene',
                  cas: '123-35-3',
                  toxicity: ['cancer'],
                  listedOn: '2015-03-27',
                  startsOn: '2016-03-27',
                  safeHarbourLevel: null,
                  concentration: 0.02,
                  sources: [
                    {
                      line: 1,
                      materialName: 'Citrus blend',
                      throughMaterialName: 'Bergamot oil',
                      percentInProduct: 0.02,
                    },
                  ],
                },
              ],
              warningText: WARNING,
            },
          ],
        } as Markets),
      ],
    });
    const markets = await screen.findByTestId('formula-market-verdicts', {}, { timeout: 5000 });
    const row = (market: string) => markets.querySelector(`[data-market="${market}"]`) as HTMLElement;
    expect(row('CA')).toHaveTextContent('Action requiredCanada: declare Linalool');
    expect(row('US')).toHaveTextContent('Not assessedUnited States (federal, MoCRA): No federal fragrance-allergen');
    expect(row('US-CA')).toHaveTextContent('warn of beta-Myrcene (from Citrus blend through Bergamot oil)');
    expect(within(row('US-CA')).getByText(`“${WARNING}”`)).toBeInTheDocument();
    expect(markets).not.toHaveTextContent(/compliant/i);
  });

  it('says when the verdicts cannot be read instead of showing none', async () => {
    renderApp(<MarketVerdictSummary formulaId={FORMULA_ID} />, { api: [] });
    expect(await screen.findByTestId('formula-market-verdicts', {}, { timeout: 5000 })).toHaveTextContent(
      'could not be read',
    );
  });
});
