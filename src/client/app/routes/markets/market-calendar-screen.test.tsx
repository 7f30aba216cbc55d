import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { client } from '../../../lib/api-client.ts';
import { DEFAULT_FINISHED_PRODUCT } from '../../../../domain/formulas/formula-row.ts';
import { MarketCalendarScreen } from './market-calendar-screen.tsx';

type FormulaListItem = Awaited<
  ReturnType<Awaited<ReturnType<typeof client.formulas.summaries.$get>>['json']>
>['items'][number];
type FormulaMarketsEndpoint = (typeof client.formulas)[':id']['markets']['$get'];

const listed: FormulaListItem = {
  id: '0b6f1b1e-9f57-4a53-9a43-1f2f3c4d5e6f',
  name: 'Camphor splash',
  description: null,
  product: DEFAULT_FINISHED_PRODUCT,
  version: 1,
  revision: 1,
  masterFormulaId: null,
  tags: [],
  isPublic: false,
  isConfidential: false,
  source: 'local',
  ingredientCount: 1,
  lineCount: 1,
  ingredientNames: ['d-Camphor'],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

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
      id: 'CA' as const,
      name: 'Canada',
      source: { title: 'Cosmetic Regulations', citation: 'SOR/2024-63', version: 'SOR/2024-63: ECHA export' },
      coverage: 'Fragrance allergens.',
      status: 'assessed' as const,
      reason: null,
      notAssessed: [],
    },
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
    const { user, requests } = renderApp(<MarketCalendarScreen />, {
      url: '/regulatory-calendar',
      api: [
        answer<typeof client.markets.calendar.$get>('GET', '/api/markets/calendar', calendar),
        answer<typeof client.markets.$get>('GET', '/api/markets', markets),
        answer<typeof client.formulas.summaries.$get>('GET', '/api/formulas/summaries', {
          items: [],
          nextOffset: null,
        }),
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

    // Only the markets that are assessed can be chosen; a choice asks the server for them.
    expect(screen.queryByRole('checkbox', { name: /MoCRA/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Canada' }));
    await waitFor(() =>
      expect(
        requests.some((request) => request.path === '/api/markets/calendar' && request.search === '?markets=CA'),
      ).toBe(true),
    );
  });

  it('shows a chosen formula’s verdict per market on a chosen date, asking the server for that date', async () => {
    const verdict = {
      market: 'CA' as const,
      name: 'Canada',
      date: '2028-08-01',
      status: 'action-required' as const,
      reason: null,
      source: { title: 'Cosmetic Regulations', citation: 'SOR/2024-63', version: 'SOR/2024-63: ECHA export' },
      coverage: 'Fragrance allergens.',
      declarations: [
        {
          ruleId: 'ca-sor-2024-63-2023-1545-new-products',
          annexIiiReference: '331',
          labelName: 'Camphor',
          cas: ['464-49-3'],
          concentration: 0.005,
          threshold: 0.001,
          startsOn: '2026-08-01',
          sources: [{ line: 1, materialName: 'd-Camphor', throughMaterialName: null, percentInProduct: 0.005 }],
        },
      ],
      warnings: [],
      warningText: null,
      notAssessed: [{ scope: 'Cosmetic Ingredient Hotlist', reason: 'Not obtainable as data.' }],
      gaps: [],
      upcoming: [],
    };
    const { user, requests } = renderApp(<MarketCalendarScreen />, {
      url: '/regulatory-calendar',
      api: [
        answer<typeof client.markets.calendar.$get>('GET', '/api/markets/calendar', {
          ...calendar,
          dates: [],
          nextDeadline: null,
        }),
        answer<typeof client.markets.$get>('GET', '/api/markets', markets),
        answer<typeof client.formulas.summaries.$get>('GET', '/api/formulas/summaries', {
          items: [listed],
          nextOffset: null,
        }),
        answer<FormulaMarketsEndpoint>('GET', `/api/formulas/${listed.id}/markets`, {
          formula: { id: listed.id, name: listed.name },
          date: '2028-08-01',
          verdicts: [verdict],
        }),
      ],
    });
    // No coming date: the empty calendar is a section of the screen (h2), under the screen's one h1.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No coming deadline affects your formulas' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Regulatory calendar',
    ]);
    await user.type(screen.getByRole('textbox', { name: /^On/ }), '2028-08-01');
    await waitFor(() => expect(requests.some((request) => request.path === '/api/formulas/summaries')).toBe(true));
    await screen.findByRole('option', { name: 'Camphor splash' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Formula' }), listed.id);
    const verdicts = await screen.findByTestId('market-verdicts');
    expect(verdicts).toHaveTextContent('Action required');
    expect(verdicts).toHaveTextContent('Declare Camphor: 0.005% (above 0.001%), row 1 · d-Camphor');
    expect(verdicts).toHaveTextContent('Not assessed here: Cosmetic Ingredient Hotlist.');
    expect(requests.some((request) => request.path.endsWith('/markets') && request.search === '?date=2028-08-01')).toBe(
      true,
    );
  });
});
