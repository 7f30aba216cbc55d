import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { AdminUsersTable } from './admin-users-table.tsx';

const perfumer = {
  id: 'u2',
  email: 'noor@example.com',
  name: 'Noor Haddad',
  role: 'user',
  roles: ['user'],
  isAdmin: false,
  emailVerified: true,
  banned: false,
  banReason: null,
  tier: 'free' as const,
  subscriptionEnd: null,
  subscriptionSource: null,
  isBetaTester: false,
  lastSignInAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  formulaCount: 2,
  materialCount: 0,
};

// Issue 35 item 20: an admin changes a user's plan from the row's menu.
describe("the admin users table's row menu", () => {
  it('changes the plan from "Change plan…" in the row menu', async () => {
    const { user, requests } = renderApp(<AdminUsersTable currentUserId="admin-1" />, {
      user: { id: 'admin-1', email: 'admin@sillage.test', name: 'Admin', role: 'admin' },
      api: [
        answer<typeof client.admin.users.$get>('GET', '/api/admin/users', { total: 1, items: [perfumer] }),
        { method: 'PUT', path: '/api/admin/users/u2/plan', status: 200, body: { subscribed: true, tier: 'premium' } },
        { method: 'GET', path: '/api/admin/audit-log', status: 200, body: { items: [] } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for noor@example.com' }));
    // Mantine's menu is still in its opening transition for happy-dom's accessibility tree: found by its text.
    await user.click(await screen.findByText('Change plan…'));
    const dialog = await screen.findByRole('dialog', { name: 'Plan of noor@example.com' });
    await user.click(within(dialog).getByLabelText('Plan'));
    await user.click(await screen.findByText('Premium'));
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
        path: '/api/admin/users/u2/plan',
        body: { tier: 'premium', subscriptionEnd: null },
      }),
    );
  });
});
