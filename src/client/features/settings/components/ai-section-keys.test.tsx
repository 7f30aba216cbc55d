import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { RecordedRequest } from '../../../../../tests/dom/stub-api.ts';
import { DEFAULT_SETTINGS, type UserSettings } from '../../../../domain/settings/user-settings.ts';
import { SettingsProvider } from '../settings-provider.tsx';
import { AiSection } from './ai-section.tsx';

function renderSection(settings: Partial<UserSettings> = {}, apiKeys: Record<string, string> = {}, saved = apiKeys) {
  const stored = { ...DEFAULT_SETTINGS, ...settings };
  return renderApp(
    <SettingsProvider>
      <AiSection />
    </SettingsProvider>,
    {
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
      api: [
        { method: 'GET', path: '/api/settings', status: 200, body: { settings: { ...stored, apiKeys } } },
        { method: 'PUT', path: '/api/settings', status: 200, body: { settings: { ...stored, apiKeys: saved } } },
      ],
    },
  );
}

const saves = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/api/settings').map((r) => r.body);

const row = (name: string) => screen.getByText(name, { selector: 'p' }).closest('tr') as HTMLElement;

describe('AiSection (Settings → AI providers)', () => {
  it('shows only the masked end of a stored key and “Not set” for the others', async () => {
    renderSection({}, { openAI: '••••abcd' });
    expect(await screen.findByText('••••abcd')).toBeInTheDocument();
    expect(within(row('Anthropic')).getByText('Not set')).toBeInTheDocument();
    expect(within(row('Anthropic')).getByRole('button', { name: 'Remove Anthropic key' })).toBeDisabled();
  });

  it('sends a pasted key trimmed, then shows the masked key the server answers', async () => {
    const { user, requests } = renderSection({}, {}, { anthropic: '••••wxyz' });
    await screen.findAllByText('Not set');
    const anthropic = row('Anthropic');
    const save = within(anthropic).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(anthropic).getByLabelText('Anthropic API key'), '  sk-ant-123wxyz  ');
    await user.click(save);
    await waitFor(() => expect(saves(requests)).toEqual([{ apiKeys: { anthropic: 'sk-ant-123wxyz' } }]));
    expect(await screen.findByText('Anthropic key saved')).toBeInTheDocument();
    expect(within(anthropic).getByText('••••wxyz')).toBeInTheDocument();
  });

  it('removes a stored key by sending an empty one', async () => {
    const { user, requests } = renderSection({}, { openAI: '••••abcd' }, {});
    await screen.findByText('••••abcd');
    await user.click(within(row('OpenAI')).getByRole('button', { name: 'Remove OpenAI key' }));
    await waitFor(() => expect(saves(requests)).toEqual([{ apiKeys: { openAI: '' } }]));
    expect(await screen.findByText('OpenAI key removed')).toBeInTheDocument();
  });

  it('offers the provider’s default model names as placeholders', async () => {
    renderSection();
    expect(await screen.findByRole('textbox', { name: /Default model/ })).toHaveAttribute('placeholder', 'gpt-4.1');
    expect(screen.getByRole('textbox', { name: /Fast model/ })).toHaveAttribute('placeholder', 'gpt-4.1-mini');
  });

  it('refuses a base URL that is not http(s) for an OpenAI-compatible endpoint, and saves a good one', async () => {
    const { user, requests } = renderSection({
      aiSettings: { ...DEFAULT_SETTINGS.aiSettings, activeProvider: 'compatible' },
    });
    const baseUrl = await screen.findByRole('textbox', { name: 'OpenAI-compatible base URL' });
    await user.type(baseUrl, 'localhost:11434{Enter}');
    expect(
      await screen.findByText('Enter an http:// or https:// address, e.g. http://localhost:11434/v1'),
    ).toBeInTheDocument();
    expect(saves(requests)).toHaveLength(0);
    await user.clear(baseUrl);
    await user.type(baseUrl, 'http://localhost:11434/v1{Enter}');
    await waitFor(() =>
      expect(saves(requests)[0]).toMatchObject({ aiSettings: { compatibleBaseUrl: 'http://localhost:11434/v1' } }),
    );
    expect(await screen.findByText('Base URL saved')).toBeInTheDocument();
  });
});
