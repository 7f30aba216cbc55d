import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { client } from '../../../lib/api-client.ts';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { ApiKeysCard } from './api-keys-card.tsx';

const HOUSE = '00000000-0000-4000-8000-00000000000c';
const workspace = { id: HOUSE, name: 'Maison Test', isPersonal: false, role: 'lab' as const, createdAt: '' };
const key = {
  id: 'k1',
  name: 'Reporting',
  scope: 'read' as const,
  start: 'sil_AbCdEf',
  createdBy: 'u1',
  createdByName: 'Ada',
  lastUsedAt: null,
  revokedAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};
const colleagues = { ...key, id: 'k2', name: 'Colleague script', createdBy: 'u2', createdByName: 'Lou' };

describe('ApiKeysCard', () => {
  it('lists the keys by their start, lets the maker revoke theirs only, and shows a new key once', async () => {
    const secret = `sil_${'x'.repeat(43)}`;
    const { requests, user } = renderApp(<ApiKeysCard workspace={workspace} />, {
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
      api: [
        answer<(typeof client.workspaces)[':id']['api-keys']['$get']>('GET', `/api/workspaces/${HOUSE}/api-keys`, {
          items: [key, colleagues],
        }),
        answer<(typeof client.workspaces)[':id']['api-keys']['$post']>(
          'POST',
          `/api/workspaces/${HOUSE}/api-keys`,
          { apiKey: { ...key, id: 'k3', name: 'Nightly' }, key: secret },
          201,
        ),
      ],
    });
    expect(await screen.findByText('Reporting')).toBeInTheDocument();
    // Each key's scope, maker and last use under its name (one line a key, no table to scroll on a phone).
    expect(screen.getAllByText(/ · never used$/)).toHaveLength(2);
    expect(screen.getByText('read · made by Lou · never used')).toBeInTheDocument();
    // A lab member revokes their own key, not a colleague's.
    expect(screen.getByRole('button', { name: 'Revoke Reporting' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Colleague script' })).toBeNull();
    expect(screen.queryByText(secret)).toBeNull();
    await user.type(screen.getByLabelText('Key name'), 'Nightly');
    await user.click(screen.getByRole('button', { name: 'Make a key' }));
    expect(await screen.findByText(secret)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Nightly', scope: 'read' }),
    );
  });
});
