import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { clearSession } from '../../../lib/session-store.ts';
import { SubscriptionResultScreen } from './subscription-result-screen.tsx';

const camille = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };
const PENDING = 'sillage:pending-checkout';

const me = (tier: string, daysRemaining: number | null): StubRoute => ({
  method: 'GET',
  path: '/api/me',
  status: 200,
  body: {
    user: { id: camille.id, email: camille.email, name: camille.name, role: 'user', roles: ['user'] },
    tier,
    daysRemaining,
    isAdmin: false,
    isBetaTester: false,
  },
});

const renderResult = (url: string, api: StubRoute[] = [], user: typeof camille | null = camille) =>
  renderApp(<SubscriptionResultScreen />, { url, user, api });

beforeEach(() => {
  clearSession();
  sessionStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('SubscriptionResultScreen (/subscription/success and /subscription/cancel)', () => {
  it('confirms the new plan once the server has it, with when it renews', async () => {
    sessionStorage.setItem(PENDING, JSON.stringify({ tier: 'premium' }));
    renderResult('/subscription/success', [me('premium', 30)]);
    expect(await screen.findByText('Your plan is now Premium')).toBeInTheDocument();
    expect(screen.getByText(/it renews in 30 days\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan and billing' })).toHaveAttribute('href', '/account?section=billing');
    await waitFor(() => expect(sessionStorage.getItem(PENDING)).toBeNull());
  });

  it('waits for the plan paid for while the server still has the old one', async () => {
    sessionStorage.setItem(PENDING, JSON.stringify({ tier: 'premium' }));
    renderResult('/subscription/success', [me('basic', 10)]);
    expect(await screen.findByText('Confirming your payment')).toBeInTheDocument();
    expect(screen.getByText('Waiting for your Premium plan')).toBeInTheDocument();
    expect(screen.getByText(/This usually takes a few seconds\./)).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING)).not.toBeNull();
  });

  it('reassures the user after 30 seconds without confirmation that they will not be charged twice', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    try {
      renderResult('/subscription/success', [me('free', null)]);
      expect(await screen.findByText('Waiting for your new plan')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(31_000));
      expect(await screen.findByText(/you will not be charged twice/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks a visitor to sign in to see the plan', async () => {
    renderResult('/subscription/success', [], null);
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says a cancelled checkout charged nothing and forgets the pending plan', async () => {
    sessionStorage.setItem(PENDING, JSON.stringify({ tier: 'basic' }));
    renderResult('/subscription/cancel');
    expect(await screen.findByText('Checkout cancelled')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged and your plan has not changed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    expect(sessionStorage.getItem(PENDING)).toBeNull();
  });
});
