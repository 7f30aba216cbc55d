import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { TrackingSettingsForm } from './tracking-settings-form.tsx';

const admin = { id: 'a1', email: 'admin@sillage.test', name: 'Admin', role: 'admin' };

function renderForm(save: StubRoute = { method: 'PUT', path: '/api/admin/analytics/settings', status: 200, body: {} }) {
  return renderApp(<TrackingSettingsForm />, {
    user: admin,
    api: [
      {
        method: 'GET',
        path: '/api/admin/analytics/settings',
        status: 200,
        body: { settings: { retentionDays: 90, geolocationUrlTemplate: null } },
      },
      save,
    ],
  });
}

const saved = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/api/admin/analytics/settings');

describe('TrackingSettingsForm', () => {
  it('shows the stored retention and sends the edited values, an empty service as null', async () => {
    const { user, requests } = renderForm({
      method: 'PUT',
      path: '/api/admin/analytics/settings',
      status: 200,
      body: { settings: { retentionDays: 30, geolocationUrlTemplate: null } },
    });
    const retention = await screen.findByRole('textbox', { name: 'Keep usage records for (days)' });
    await waitFor(() => expect(retention).toHaveValue('90'));
    await user.clear(retention);
    await user.type(retention, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(requests)[0]?.body).toEqual({ retentionDays: 30, geolocationUrlTemplate: null }));
    expect(await screen.findByText('Tracking settings saved')).toBeInTheDocument();
  });

  it('refuses a geolocation address without {ip} before anything is sent', async () => {
    const { user, requests } = renderForm();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Keep usage records for (days)' })).toHaveValue('90'),
    );
    await user.type(screen.getByRole('textbox', { name: /Geolocation service/ }), 'https://ipapi.co/json/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must contain {ip} where the address goes')).toBeInTheDocument();
    expect(saved(requests)).toHaveLength(0);
  });

  it('brings a retention below 1 day back to 1 day when the field is left', async () => {
    const { user, requests } = renderForm();
    const retention = await screen.findByRole('textbox', { name: 'Keep usage records for (days)' });
    await waitFor(() => expect(retention).toHaveValue('90'));
    await user.clear(retention);
    await user.type(retention, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved(requests)[0]?.body).toMatchObject({ retentionDays: 1 }));
  });

  it('shows the server’s message when the save is refused', async () => {
    const { user } = renderForm({
      method: 'PUT',
      path: '/api/admin/analytics/settings',
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'Only an administrator can change tracking settings' } },
    });
    const retention = await screen.findByRole('textbox', { name: 'Keep usage records for (days)' });
    await waitFor(() => expect(retention).toHaveValue('90'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only an administrator can change tracking settings')).toBeInTheDocument();
  });
});
