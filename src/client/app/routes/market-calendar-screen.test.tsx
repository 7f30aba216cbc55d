import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../tests/dom/render-app.tsx';
import type { client } from '../../lib/api-client.ts';
import { MarketCalendarScreen } from './market-calendar-screen.tsx';

const FORMULA_ID = '0b6f1b1e-9f57-4a53-9a43-1f2f3c4d5e6f';

const calendar = {
  from: '2026-11-28',
  to: null,
  dates: [
    {
      date: '2028-07-31',
      markets: [
        {
          market: 'EU' as const,
          name: 'European Union: allergen labelling by date',
          rules: [
            {
              ruleId: 'eu-2023-1545-existing-products',
              title: 'EU: allergens added by 2023/1545, every product made available',
              appliesTo: 'existing-products' as const,
              startsOn: '2028-08-01',
            },
          ],
          formulas: [
            {
              formulaId: FORMULA_ID,
              name: 'Camphor splash',
              changesVerdict: false,
              needsNewLabel: true as const,
              changes: [
                {
                  ruleId: 'eu-2023-1545-existing-products',
                  ruleTitle: 'EU: allergens added by 2023/1545, every product made available',
                  kind: 'declare-allergen' as const,
                  subject: 'Camphor',
                  line: 1,
                  materialName: 'Camphor',
                  throughMaterialName: null,
                  concentration: 0.005,
                  threshold: 0.001,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  nextDeadline: { date: '2028-07-31', markets: ['EU' as const], formulaCount: 1, firstFormulaId: FORMULA_ID },
  skipped: [],
};

const markets = {
  markets: [
    {
      id: 'US' as const,
      name: 'United States (federal, MoCRA)',
      source: { title: 'MoCRA', citation: 'Pub. L. 117-328', version: 'not imported' },
      coverage: 'No federal fragrance-allergen labelling rule yet.',
      status: 'not-assessed' as const,
      reason: 'No federal fragrance-allergen labelling rule yet.',
      notAssessed: [],
    },
  ],
};

describe('MarketCalendarScreen', () => {
  it('lists each coming date with the formulas it affects, the line and the allergen, and a link to the formula', async () => {
    renderApp(<MarketCalendarScreen />, {
      url: '/regulatory-calendar',
      api: [
        answer<typeof client.markets.calendar.$get>('GET', '/api/markets/calendar', calendar),
        answer<typeof client.markets.$get>('GET', '/api/markets', markets),
      ],
    });
    const view = await screen.findByTestId('market-calendar');
    expect(within(view).getByRole('heading', { name: /2028/ })).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Camphor splash' })).toHaveAttribute(
      'href',
      `/formula?id=${FORMULA_ID}`,
    );
    expect(view).toHaveTextContent('Row 1 · Camphor: declare Camphor: 0.005% in the product, above 0.001%');
    expect(view).toHaveTextContent('New label for stock already on sale');
    expect(await screen.findByText('Not assessed')).toBeInTheDocument();
  });
});
