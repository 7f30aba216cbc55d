import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { AiPlanLimitsCard } from './ai-plan-limits-card.tsx';

type Limits = (typeof client.admin.ai)['plan-limits'];

const limits = (premium: number | null, basic: number | null = null) => ({
  defaultLimit: 10,
  items: [
    { tier: 'basic' as const, label: 'Basic', limitPerMonth: basic, effectiveLimit: basic ?? 10 },
    { tier: 'premium' as const, label: 'Premium', limitPerMonth: premium, effectiveLimit: premium ?? 10 },
    { tier: 'enterprise' as const, label: 'Enterprise', limitPerMonth: null, effectiveLimit: 10 },
  ],
});

const ADMIN = { id: 'u-admin', email: 'admin@sillage.test', name: 'Admin', role: 'admin' };

describe('AiPlanLimitsCard', () => {
  it('shows each plan at the default, saves a plan’s own limit and gives another back to the default', async () => {
    const view = renderApp(<AiPlanLimitsCard />, {
      user: ADMIN,
      api: [
        answer<Limits['$get']>('GET', '/api/admin/ai/plan-limits', limits(null, 5)),
        answer<Limits['$put']>('PUT', '/api/admin/ai/plan-limits', limits(25, 5)),
      ],
    });
    const premium = await screen.findByLabelText('Monthly limit for the Premium plan (dollars)');
    expect(premium).toHaveValue('');
    expect(premium).toHaveAttribute('placeholder', 'Default, $10.00');
    expect(screen.getByLabelText('Monthly limit for the Basic plan (dollars)')).toHaveValue('$5');

    await view.user.type(premium, '25');
    const saves = screen.getAllByRole('button', { name: 'Save' });
    await view.user.click(saves[1]!);
    await waitFor(() =>
      expect(view.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
        { tier: 'premium', limitPerMonth: 25 },
      ]),
    );
    expect(await screen.findByText('$25.00')).toBeInTheDocument();

    await view.user.click(screen.getAllByRole('button', { name: 'Use default' })[0]!);
    await waitFor(() =>
      expect(view.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toContainEqual(
        { tier: 'basic', limitPerMonth: null },
      ),
    );
  });

  it('brings a limit above the maximum back to it ($100,000) before it is sent', async () => {
    const view = renderApp(<AiPlanLimitsCard />, {
      user: ADMIN,
      api: [
        answer<Limits['$get']>('GET', '/api/admin/ai/plan-limits', limits(null)),
        answer<Limits['$put']>('PUT', '/api/admin/ai/plan-limits', limits(null, 100_000)),
      ],
    });
    const basic = await screen.findByLabelText('Monthly limit for the Basic plan (dollars)');
    await view.user.type(basic, '200000');
    await view.user.tab();
    expect(basic).toHaveValue('$100000');
    await view.user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() =>
      expect(view.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
        { tier: 'basic', limitPerMonth: 100_000 },
      ]),
    );
  });
});
