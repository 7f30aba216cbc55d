import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { PLANS } from '../../../../domain/subscriptions/plans.ts';
import { PlanCards } from './plan-cards.tsx';

const config = answer<typeof client.billing.config.$get>('GET', '/api/billing/config', {
  onlinePayment: true,
  offers: { basic: { monthly: true, yearly: false }, premium: { monthly: false, yearly: false } },
});

describe('PlanCards (the plan table of spec section 6)', () => {
  it('marks the current plan, offers what has a price and says what is not offered', async () => {
    renderApp(<PlanCards signedIn currentTier="free" isAdmin={false} onSignIn={() => {}} />, { api: [config] });
    expect(await screen.findByRole('button', { name: 'Choose Basic' })).toBeTruthy();
    expect(screen.getByText('Your plan')).toBeTruthy();
    expect(screen.getByText('Not offered monthly here')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Choose Premium|Choose Enterprise/ })).toBeNull();
  });

  it('prints each plan\'s limits from the plan table, "Unlimited" where there is none', async () => {
    renderApp(<PlanCards signedIn={false} currentTier={null} isAdmin={false} onSignIn={() => {}} />, {
      api: [config],
    });
    await screen.findByRole('button', { name: 'Sign in to choose Basic' });
    const text = document.body.textContent ?? '';
    expect(PLANS.premium.materials).toBe(1000);
    expect(text).toContain('1,000 materials');
    expect(PLANS.enterprise.formulas).toBeNull();
    expect(text).toContain('Unlimited formulas');
    // Seats per workspace (issue 30): one for Free, ten for Premium.
    expect(text).toContain('50 materials · 1 seat');
    expect(text).toContain('1,000 materials · 10 seats');
    expect(text).toContain('Unlimited materials · Unlimited seats');
  });

  it('asks a visitor to sign in before choosing a plan', async () => {
    const onSignIn = vi.fn();
    const view = renderApp(<PlanCards signedIn={false} currentTier={null} isAdmin={false} onSignIn={onSignIn} />, {
      api: [config],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Sign in to choose Basic' }));
    await waitFor(() => expect(onSignIn).toHaveBeenCalledTimes(1));
  });

  it('offers nothing to buy to an administrator', async () => {
    renderApp(<PlanCards signedIn currentTier="enterprise" isAdmin onSignIn={() => {}} />, { api: [config] });
    await waitFor(() => expect(screen.getByText('Your plan')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
  });
});
