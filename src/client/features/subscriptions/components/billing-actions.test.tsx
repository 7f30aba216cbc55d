import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { BillingActions } from './billing-actions.tsx';

const camille = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };

const config = (onlinePayment: boolean): StubRoute => ({
  method: 'GET',
  path: '/api/billing/config',
  status: 200,
  body: {
    onlinePayment,
    offers: { basic: { monthly: onlinePayment, yearly: false }, premium: { monthly: onlinePayment, yearly: false } },
  },
});

describe('BillingActions (Account → Plan and billing)', () => {
  it('says plans are granted by the administrator when online payment is not set up', async () => {
    renderApp(<BillingActions />, { user: camille, api: [config(false)] });
    expect(await screen.findByText('Plans on this instance are granted by its administrator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('opens the billing portal and shows why it could not be opened', async () => {
    const { user, requests } = renderApp(<BillingActions />, {
      user: camille,
      api: [
        config(true),
        {
          method: 'POST',
          path: '/api/billing/portal',
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'No Stripe customer for this account yet.' } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('No Stripe customer for this account yet.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/billing/portal')).toHaveLength(1);
  });
});
