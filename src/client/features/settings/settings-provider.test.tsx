import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, LOGGED_OUT_SETTINGS } from '../../../domain/settings/user-settings.ts';
import { renderApp } from '../../../../tests/dom/render-app.tsx';
import { useSettings } from '../../lib/settings-context.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { SettingsProvider } from './settings-provider.tsx';

function CompactButton() {
  const { updateSettings } = useSettings();
  return (
    <button type="button" onClick={() => void updateSettings({ densityMode: 'compact' }).catch(() => {})}>
      Compact
    </button>
  );
}

/** The provider around the Compact button, signed in, the settings loaded and PUT answering `putAnswer`. */
function renderSaving(putAnswer: { status: number; body: unknown }) {
  return renderApp(
    <SettingsProvider>
      <CompactButton />
    </SettingsProvider>,
    {
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
      api: [
        { method: 'GET', path: '/api/settings', status: 200, body: { settings: { ...DEFAULT_SETTINGS, apiKeys: {} } } },
        { method: 'PUT', path: '/api/settings', ...putAnswer },
      ],
    },
  );
}

// Spec section 8 (Settings): a failed first save is said at once, the retries' failure after them.
describe('saving settings', () => {
  it("shows 'Error saving settings during immediate attempt', then 'Failed to save settings after multiple attempts'", async () => {
    const { user } = renderSaving({ status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } });
    // Wait until the settings are loaded (a save before that reads 'Settings not initialized').
    await new Promise((resolve) => setTimeout(resolve, 100));
    await user.click(screen.getByRole('button', { name: 'Compact' }));
    expect(await screen.findByText('Error saving settings during immediate attempt')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to save settings after multiple attempts', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('says a refused save (422) at once, without the retries a failed server gets', async () => {
    const { user, requests } = renderSaving({
      status: 422,
      body: { error: { code: 'VALIDATION_ERROR', message: 'densityMode is invalid' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await user.click(screen.getByRole('button', { name: 'Compact' }));
    // The server's reason, at once: the retries would wait 500 ms before the second attempt alone.
    expect(await screen.findByText('densityMode is invalid', {}, { timeout: 450 })).toBeInTheDocument();
    expect(performance.now() - started).toBeLessThan(500);
    expect(screen.queryByText('Error saving settings during immediate attempt')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});

/** Its children once the session is known (in the app the page carries it, so the provider starts signed in). */
function OnceSessionKnown({ children }: { children: ReactNode }) {
  const { isPending } = useAuth();
  return isPending ? null : children;
}

// Each change of <html>'s theme variables restyles every element of the page: a signed-in user new to this browser
// starts from a user's defaults (which their stored settings, still on their way, usually keep), not a visitor's.
describe('the look before the stored settings arrive, in a browser with no local copy', () => {
  it.each([
    ['a signed-in user', { id: 'u1', email: 'camille@sillage.test', name: 'Camille' }, DEFAULT_SETTINGS],
    ['a visitor', null, LOGGED_OUT_SETTINGS],
  ])('%s starts from the right defaults', async (_who, user, expected) => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-sl-theme');
    renderApp(
      <OnceSessionKnown>
        <SettingsProvider>
          <p>Screen</p>
        </SettingsProvider>
      </OnceSessionKnown>,
      {
        user,
        api: [
          {
            method: 'GET',
            path: '/api/settings',
            status: 200,
            body: { settings: { ...DEFAULT_SETTINGS, activeThemeIdentifier: 'taupe', apiKeys: {} } },
            delayMs: 5_000,
          },
        ],
      },
    );
    await screen.findByText('Screen');
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-sl-theme')).toBe(expected.activeThemeIdentifier),
    );
  });
});
