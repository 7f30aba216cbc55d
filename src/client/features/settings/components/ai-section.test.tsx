import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { DEFAULT_SETTINGS } from '../../../../domain/settings/user-settings.ts';
import { SettingsProvider } from '../settings-provider.tsx';
import { AiSection } from './ai-section.tsx';
import { selectListbox } from '../../../../../tests/dom/select-listbox.ts';

function renderSection() {
  return renderApp(
    <SettingsProvider>
      <AiSection />
    </SettingsProvider>,
    {
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
      api: [
        { method: 'GET', path: '/api/settings', status: 200, body: { settings: { ...DEFAULT_SETTINGS, apiKeys: {} } } },
        { method: 'PUT', path: '/api/settings', status: 200, body: { settings: { ...DEFAULT_SETTINGS, apiKeys: {} } } },
        { method: 'GET', path: '/api/user-themes', status: 200, body: { themes: [] } },
      ],
    },
  );
}

/** Picks an option of the Active provider select (the image provider select offers some of the same names). */
async function chooseActiveProvider(user: ReturnType<typeof renderSection>['user'], name: string) {
  const input = await screen.findByLabelText('Active provider', { selector: 'input' });
  await user.click(input);
  const listbox = await selectListbox(input);
  await user.click(within(listbox).getByRole('option', { name, hidden: true }));
}

const puts = (requests: ReturnType<typeof renderSection>['requests']) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/api/settings').map((r) => r.body);

// Issue 35 item 12: the image provider follows the active provider when it can.
describe('Settings → AI providers', () => {
  it('the image provider follows an active provider that draws images (Google)', async () => {
    const { user, requests } = renderSection();
    await chooseActiveProvider(user, 'Google');
    await waitFor(() => expect(puts(requests).at(-1)).toMatchObject({ imageGenerationProvider: 'google' }));
  });

  it('keeps the image provider for an active provider that draws none (Anthropic)', async () => {
    const { user, requests } = renderSection();
    await chooseActiveProvider(user, 'Anthropic');
    await waitFor(() => expect(puts(requests).length).toBeGreaterThan(0));
    expect(puts(requests).at(-1)).not.toHaveProperty('imageGenerationProvider');
  });
});
