import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import type { MarketCalendar } from '../api/get-market-calendar.ts';
import { formatMarketDate } from './format-market-date.ts';
import { NextDeadlinePanel } from './next-deadline-panel.tsx';

const FORMULA_ID = '0b6f1b1e-9f57-4a53-9a43-1f2f3c4d5e6f';
const camille = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };

// Regulation (EU) 2023/1545, Article 2: products that do not comply may be made available until 31 July 2028.
const formula = (formulaId: string, name: string) => ({
  formulaId,
  name,
  changesVerdict: false,
  needsNewLabel: true as const,
  changes: [],
});

const calendar = (formulas: ReturnType<typeof formula>[]): MarketCalendar => ({
  from: '2026-11-28',
  to: null,
  dates: [
    {
      date: '2028-07-31',
      markets: [
        {
          market: 'EU',
          name: 'European Union: allergen labelling by date',
          rules: [
            {
              ruleId: 'eu-2023-1545-existing-products',
              title: 'EU: allergens added by 2023/1545, every product made available',
              appliesTo: 'existing-products',
              startsOn: '2028-08-01',
            },
          ],
          formulas,
        },
      ],
    },
  ],
  nextDeadline:
    formulas.length > 0
      ? { date: '2028-07-31', markets: ['EU'], formulaCount: formulas.length, firstFormulaId: formulas[0]!.formulaId }
      : null,
  skipped: [],
});

const renderPanel = (body: MarketCalendar) =>
  renderApp(<NextDeadlinePanel />, {
    user: camille,
    api: [answer<typeof client.markets.calendar.$get>('GET', '/api/markets/calendar', body)],
  });

describe('NextDeadlinePanel (dashboard)', () => {
  it('names the next deadline, the market and how many formulas need a new label, and opens the first', async () => {
    const { requests } = renderPanel(calendar([formula(FORMULA_ID, 'Camphor splash')]));
    const panel = await screen.findByTestId('next-deadline');
    // The next deadline only, not every formula under every date (a house's calendar is megabytes).
    expect(requests.find((request) => request.path === '/api/markets/calendar')?.search).toBe('?view=next');
    expect(within(panel).getByRole('heading')).toHaveTextContent(`Next deadline: ${formatMarketDate('2028-07-31')}`);
    expect(panel).toHaveTextContent(
      'European Union: allergen labelling by date: 1 formula needs a new label or declaration.',
    );
    expect(within(panel).getByRole('link', { name: 'Open Camphor splash' })).toHaveAttribute(
      'href',
      `/formula?id=${FORMULA_ID}`,
    );
    expect(within(panel).getByRole('link', { name: 'Regulatory calendar' })).toBeInTheDocument();
  });

  it('counts several formulas', async () => {
    renderPanel(
      calendar([
        formula(FORMULA_ID, 'Camphor splash'),
        formula('1b6f1b1e-9f57-4a53-9a43-1f2f3c4d5e6f', 'Lavender water'),
      ]),
    );
    expect(await screen.findByTestId('next-deadline')).toHaveTextContent('2 formulas need a new label or declaration.');
  });

  it('shows nothing when no deadline affects the user’s formulas', async () => {
    const { requests } = renderPanel({ ...calendar([]), dates: [] });
    await waitFor(() => expect(requests.some((request) => request.path === '/api/markets/calendar')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('next-deadline')).not.toBeInTheDocument();
  });
});
