import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { type PublicUserSettings } from '../../../../domain/settings/user-settings.ts';
import { DeveloperDetails } from '../../../components/developer-details.tsx';
import { ScreenTip } from '../../../components/screen-tip.tsx';
import type { client } from '../../../lib/api-client.ts';
import { SettingsContext } from '../../../lib/settings-context.ts';
import { PreferencesSection } from './preferences-section.tsx';
import { settingsValue } from '../../../../../tests/dom/settings-value.ts';

function withSettings(change: Partial<PublicUserSettings>, children: React.ReactNode) {
  const value = settingsValue(change, 'dark');
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

const usage = (status: number) =>
  status === 200
    ? answer<typeof client.formulas.usage.$get>('GET', '/api/formulas/usage', {
        used: 2,
        limit: 3,
        remaining: 1,
        canCreate: true,
        tier: 'free',
      })
    : { method: 'GET', path: '/api/formulas/usage', status, body: { error: { code: 'X', message: 'refused' } } };

beforeEach(() => localStorage.clear());

// Issue 35 item 12: the Preferences switches do what they say.
describe('Diagnostics: the database access check', () => {
  it('is offered only while diagnostics are on', () => {
    renderApp(withSettings({ diagnosticsEnabled: false }, <PreferencesSection />));
    expect(screen.queryByRole('button', { name: 'Check database access' })).not.toBeInTheDocument();
  });

  it.each([
    [200, 'Formula table reachable: 2 formula(s) readable'],
    [403, 'You do not have permission to access formula data'],
    [503, 'Database configuration is being updated. Please try again in a moment.'],
    [500, 'Error checking table access policies'],
  ])('answer %i reads “%s”', async (status, message) => {
    const { user } = renderApp(withSettings({ diagnosticsEnabled: true }, <PreferencesSection />), {
      api: [usage(status)],
    });
    await user.click(screen.getByRole('button', { name: 'Check database access' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
  });
});

describe('Show tips', () => {
  it('shows a screen’s tip while tips are on, and keeps it closed once closed', async () => {
    const first = renderApp(withSettings({ showTips: true }, <ScreenTip id="t1">Try the tabs.</ScreenTip>));
    expect(screen.getByText('Try the tabs.')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Close the tip' }));
    expect(screen.queryByText('Try the tabs.')).not.toBeInTheDocument();
    first.unmount();
    renderApp(withSettings({ showTips: true }, <ScreenTip id="t1">Try the tabs.</ScreenTip>));
    expect(screen.queryByText('Try the tabs.')).not.toBeInTheDocument();
  });

  it('shows no tip while tips are off', () => {
    renderApp(withSettings({ showTips: false }, <ScreenTip id="t2">Hidden.</ScreenTip>));
    expect(screen.queryByText('Hidden.')).not.toBeInTheDocument();
  });
});

describe('Developer mode', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('developer mode %s: %i raw JSON view with the id', (developerMode, count) => {
    renderApp(withSettings({ developerMode }, <DeveloperDetails label="perfume" id="p-1" data={{ name: 'Iris' }} />));
    expect(screen.queryAllByTestId('developer-details')).toHaveLength(count);
    if (count) {
      expect(screen.getByText(/id p-1/)).toBeInTheDocument();
      expect(screen.getByText(/"name": "Iris"/)).toBeInTheDocument();
    }
  });
});
