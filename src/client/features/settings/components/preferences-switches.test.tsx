import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { DEFAULT_SETTINGS, type UserSettings } from '../../../../domain/settings/user-settings.ts';
import { SettingsProvider } from '../settings-provider.tsx';
import { MaterialProcessingSection, PreferencesSection } from './preferences-section.tsx';

function renderSections(settings: Partial<UserSettings> = {}) {
  const stored = { ...DEFAULT_SETTINGS, ...settings, apiKeys: {} };
  return renderApp(
    <SettingsProvider>
      <PreferencesSection />
      <MaterialProcessingSection />
    </SettingsProvider>,
    {
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
      api: [
        { method: 'GET', path: '/api/settings', status: 200, body: { settings: stored } },
        { method: 'PUT', path: '/api/settings', status: 200, body: { settings: stored } },
      ],
    },
  );
}

describe('PreferencesSection and MaterialProcessingSection (Settings)', () => {
  it('shows the stored switches and saves the one the user turns off', async () => {
    const { user, requests } = renderSections({ showTips: true, hideFeedbackWidget: false });
    const tips = await screen.findByRole('switch', { name: /Show tips/ });
    await waitFor(() => expect(tips).toBeChecked());
    expect(screen.getByRole('switch', { name: /Hide feedback button/ })).not.toBeChecked();
    await user.click(tips);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ showTips: false }),
    );
    expect(tips).not.toBeChecked();
  });

  it('saves the material classifier switch', async () => {
    const { user, requests } = renderSections({ materialClassifierEnabled: false });
    const classifier = await screen.findByRole('switch', { name: /Material classifier/ });
    await waitFor(() => expect(requests.some((request) => request.path === '/api/settings')).toBe(true));
    await user.click(classifier);
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ materialClassifierEnabled: true }),
    );
  });

  it('shows the stored thresholds', async () => {
    renderSections({ classificationThreshold: 0.65, consolidationBatchSize: 40 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Classification threshold/ })).toHaveValue('0.65'));
    expect(screen.getByRole('textbox', { name: /Batch size/ })).toHaveValue('40');
  });
});
