import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { DEFAULT_SETTINGS } from '../../../../domain/settings/user-settings.ts';
import { SettingsProvider } from '../../../features/settings/settings-provider.tsx';
import { SettingsScreen } from './settings-screen.tsx';

const camille = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };

const aiStatus: StubRoute = {
  method: 'GET',
  path: '/api/ai/status',
  status: 200,
  body: {
    connected: false,
    provider: null,
    message: null,
    providers: [],
    usage: { monthToDate: 0, calls: 0, unpricedCalls: 0, limit: 50 },
  },
};

function renderScreen(url: string, settingsAnswer: StubRoute, extra: StubRoute[] = []) {
  return renderApp(
    <SettingsProvider>
      <SettingsScreen />
    </SettingsProvider>,
    {
      user: camille,
      url,
      api: [
        settingsAnswer,
        aiStatus,
        { method: 'GET', path: '/api/user-themes', status: 200, body: { themes: [] } },
        ...extra,
      ],
    },
  );
}

const stored = (settings: Partial<typeof DEFAULT_SETTINGS>): StubRoute => ({
  method: 'GET',
  path: '/api/settings',
  status: 200,
  body: { settings: { ...DEFAULT_SETTINGS, ...settings, apiKeys: {} } },
});

describe('SettingsScreen (/settings)', () => {
  it('shows every section once the settings are loaded', async () => {
    renderScreen('/settings', stored({}));
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading your settings…')).not.toBeInTheDocument());
    for (const title of ['Preferences', 'Company', 'AI providers', 'Material processing'])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('puts the cursor in the company name when opened at #company with no company details', async () => {
    renderScreen('/settings#company', stored({}));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveFocus());
  });

  // Issue 29: the fields show their saved value in the commit that loads the settings (company-section.tsx,
  // useSavedValue), so the screen's search for the first empty field skips a filled company name.
  it('puts the cursor in the first empty company field, past a filled company name', async () => {
    renderScreen('/settings#company', stored({ certificateCompany: 'Maison Example' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Maison Example'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Address/ })).toHaveFocus(), { timeout: 1000 });
  });

  it('says the settings could not be loaded and that this browser’s are shown', async () => {
    renderScreen('/settings', {
      method: 'GET',
      path: '/api/settings',
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Database unavailable' } },
    });
    const alert = await screen.findByText(/Showing the settings stored in this browser\./, {}, { timeout: 8000 });
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Error loading settings');
  });

  // The AI status read at the change itself could reach the server before the save and show the old limit (the AI
  // journey saw "of $50.00" after saving $0.50); it is read once the save has answered.
  it('reads the AI status again only once a new monthly limit is saved', async () => {
    const saved = { settings: { ...DEFAULT_SETTINGS, costLimitPerMonth: 0.5, apiKeys: {} } };
    const { user, requests } = renderScreen('/settings', stored({ costLimitPerMonth: 50 }), [
      // Answered well after the check below, so a slow machine cannot answer it first.
      { method: 'PUT', path: '/api/settings', status: 200, body: saved, delayMs: 1500 },
    ]);
    const statusReads = () => requests.filter((request) => request.path === '/api/ai/status').length;
    const limit = await screen.findByRole('textbox', { name: 'Monthly AI cost limit (USD)' });
    await waitFor(() => expect(statusReads()).toBe(1));
    await user.clear(limit);
    await user.type(limit, '0.5');
    await user.tab();
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(statusReads()).toBe(1);
    await waitFor(() => expect(statusReads()).toBe(2), { timeout: 4000 });
  });
});
