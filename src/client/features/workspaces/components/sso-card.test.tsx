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

  it('a new domain: the DNS proof the save asks for is shown as the record to add, its value to copy, not as an error', async () => {
    const record = 'sillage-verification=Zq3v8yJ0cW1sT2xQeHh0b0JmN2tLcTRl';
    const message = `Prove that this workspace owns acme.test: add a TXT record "${record}" at acme.test in its DNS, then save again.`;
    const { user } = renderApp(<SsoCard workspace={workspace} />, {
      api: [
        answer<(typeof client.workspaces)[':id']['sso']['$get']>('GET', `/api/workspaces/${HOUSE}/sso`, {
          provider: null,
          available: true,
        }),
        {
          method: 'PUT',
          path: `/api/workspaces/${HOUSE}/sso`,
          status: 422,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message,
              details: { fields: { emailDomain: [message] }, domainProof: { domain: 'acme.test', record } },
            },
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Issuer URL'), 'https://id.acme.test');
    await user.type(screen.getByLabelText('Client id'), 'sillage');
    await user.type(screen.getByLabelText('Client secret'), 'secret');
    await user.type(screen.getByLabelText('E-mail domain'), 'acme.test');
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));

    const steps = await screen.findByLabelText('Prove the domain');
    expect(steps).toHaveTextContent('One step left: prove that acme.test is yours');
    expect(steps).toHaveTextContent('TypeTXT');
    expect(steps).toHaveTextContent(`Value${record}`);
    expect(screen.getByRole('button', { name: 'Copy the value' })).toBeInTheDocument();
    expect(screen.queryByText(message)).toBeNull();
  });
});
