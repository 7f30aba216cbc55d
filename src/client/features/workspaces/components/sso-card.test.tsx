import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { client } from '../../../lib/api-client.ts';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { SsoCard } from './sso-card.tsx';

const HOUSE = '00000000-0000-4000-8000-00000000000d';
const workspace = { id: HOUSE, name: 'Acme Parfums', isPersonal: false, role: 'owner' as const, createdAt: '' };
const provider = {
  issuer: 'https://id.acme.test',
  clientId: 'sillage',
  emailDomain: 'acme.test',
  displayName: 'Acme ID',
  hasClientSecret: true,
  updatedAt: '2026-11-28T10:00:00.000Z',
};

describe('SsoCard', () => {
  it('shows the stored provider without its secret and saves changes, keeping the secret when left empty', async () => {
    const { requests, user } = renderApp(<SsoCard workspace={workspace} />, {
      api: [
        answer<(typeof client.workspaces)[':id']['sso']['$get']>('GET', `/api/workspaces/${HOUSE}/sso`, {
          provider,
          available: true,
        }),
        answer<(typeof client.workspaces)[':id']['sso']['$put']>('PUT', `/api/workspaces/${HOUSE}/sso`, {
          provider: { ...provider, displayName: 'Acme Login' },
        }),
      ],
    });
    expect(await screen.findByDisplayValue('https://id.acme.test')).toBeInTheDocument();
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
    const name = screen.getByLabelText('Provider name (on the sign-in button)');
    await user.clear(name);
    await user.type(name, 'Acme Login');
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        issuer: 'https://id.acme.test',
        clientId: 'sillage',
        emailDomain: 'acme.test',
        displayName: 'Acme Login',
      }),
    );
  });

  it('says the plan lacks single sign-on and disables saving', async () => {
    renderApp(<SsoCard workspace={workspace} />, {
      api: [
        answer<(typeof client.workspaces)[':id']['sso']['$get']>('GET', `/api/workspaces/${HOUSE}/sso`, {
          provider: null,
          available: false,
        }),
      ],
    });
    expect(await screen.findByText('Single sign-on comes with the Enterprise plan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save single sign-on' })).toBeDisabled();
  });
});
