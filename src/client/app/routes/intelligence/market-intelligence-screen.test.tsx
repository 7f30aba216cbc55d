import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { client } from '../../../lib/api-client.ts';
import { MaterialIntelligenceScreen } from '../ai/material-intelligence-screen.tsx';
import { MarketIntelligenceScreen } from './market-intelligence-screen.tsx';

const overview = answer<typeof client.intelligence.overview.$get>('GET', '/api/intelligence/overview', {
  catalogue: 'parfumo',
  computedAt: '2026-11-01T00:00:00.000Z',
  latestCompleteYear: 2025,
  excludedContradictory: 0,
  launches: [],
  risingNotes: [],
  fallingNotes: [],
  accords: [],
  brands: [],
  perfumers: [],
  ingredients: [],
});

const REFUSAL =
  'Advanced analytics is not part of the Free plan. It comes with Premium and above: see the plans to upgrade.';
const refused = (path: string) => ({
  method: 'GET',
  path,
  status: 403,
  body: {
    error: {
      code: 'FORBIDDEN',
      message: REFUSAL,
      details: { feature: 'analytics', tier: 'free', requiredTier: 'premium', upgradeUrl: '/pricing' },
    },
  },
});
const user = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };

// Issue 35 item 14: the advanced analyses answer 403 on plans without them; the screens say so and link the plans.
describe('advanced analytics on a plan without it', () => {
  it('Market Intelligence shows the plan notice in place of the comparison', async () => {
    renderApp(<MarketIntelligenceScreen />, {
      user,
      url: '/market-intelligence',
      api: [overview, refused('/api/intelligence/series')],
    });
    const notice = await screen.findByTestId('plan-notice');
    expect(notice).toHaveTextContent(REFUSAL);
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('textbox', { name: 'Notes to compare' })).not.toBeInTheDocument();
  });

  it('Material Intelligence shows the plan notice, not an error', async () => {
    renderApp(<MaterialIntelligenceScreen />, {
      user,
      url: '/material-intelligence?note=bergamot',
      api: [refused('/api/intelligence/material')],
    });
    expect(await screen.findByTestId('plan-notice')).toHaveTextContent(REFUSAL);
    expect(screen.queryByText(/Error loading market presence/)).not.toBeInTheDocument();
  });
});
