import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { AdminSystemScreen } from './admin-system-screen.tsx';

const admin = { id: 'a1', email: 'admin@sillage.test', name: 'Admin', role: 'admin' };

const api = [
  { method: 'GET', path: '/api/admin/users', status: 200, body: { total: 0, items: [] } },
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'The audit log is unavailable' } },
  },
  {
    method: 'GET',
    path: '/api/admin/system/status',
    status: 403,
    body: { error: { code: 'FORBIDDEN', message: 'Super administrators only' } },
  },
];

const renderScreen = (url = '/admin/system') => renderApp(<AdminSystemScreen />, { user: admin, url, api });

describe('AdminSystemScreen (/admin/system)', () => {
  it('opens on the Users tab', async () => {
    const { requests } = renderScreen();
    expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(requests.some((request) => request.path === '/api/admin/users')).toBe(true));
  });

  it('opens the tab the address names', async () => {
    renderScreen('/admin/system?tab=audit');
    expect(await screen.findByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Could not load the audit log: The audit log is unavailable')).toBeInTheDocument();
  });

  it('falls back to Users for a tab that does not exist', async () => {
    renderScreen('/admin/system?tab=secrets');
    expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the chosen tab in the address and shows its refusal', async () => {
    const { user, router } = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Instance' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=instance'));
    expect(
      await screen.findByText('Could not read the instance status: Super administrators only'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
