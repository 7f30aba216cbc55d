import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { SettingsContext } from '../../../lib/settings-context.ts';
import { DashboardScreen } from './dashboard-screen.tsx';
import { settingsValue } from '../../../../../tests/dom/settings-value.ts';

// Issue 34 item 5: the shell's extras wait until the dashboard's panels have committed (after-first-paint.ts).
const noteScreenDrawn = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/after-first-paint.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  noteScreenDrawn,
}));

/** A new account's dashboard: nothing of its own yet, the getting-started checklist with nothing done. */
const NEW_ACCOUNT = {
  today: '2026-11-28',
  recentFormulas: [],
  brokenFormulas: [],
  inventory: { lotCount: 0, lowStock: [], nearExpiry: [] },
  shopping: { itemCount: 0, totals: [] },
  news: { feedCount: 0, headlines: [] },
  onboarding: {
    isDismissed: false,
    hasSampleFormula: false,
    items: [
      { step: 'company-details', isDone: false },
      { step: 'first-formula', isDone: false },
      { step: 'import-formula', isDone: false },
    ],
    doneCount: 0,
    isComplete: false,
  },
};

const SETTINGS = settingsValue();
const MARKETS = [
  { method: 'GET', path: '/api/markets/calendar', status: 200, body: { dates: [], nextDeadline: null } },
  { method: 'GET', path: '/api/markets/notifications', status: 200, body: { items: [] } },
];
const dashboard = () => (
  <SettingsContext value={SETTINGS}>
    <DashboardScreen />
  </SettingsContext>
);
const user = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };

beforeEach(() => {
  noteScreenDrawn.mockClear();
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
});

describe('the dashboard tells the shell when it has drawn its panels', () => {
  it('notes it once the panels, a new account’s checklist among them, are on screen, not while loading', async () => {
    renderApp(dashboard(), {
      url: '/dashboard',
      user,
      api: [{ method: 'GET', path: '/api/dashboard', status: 200, body: NEW_ACCOUNT }, ...MARKETS],
    });
    expect(screen.getByText('Checking your formulas…')).toBeInTheDocument(); // the first render: the request is out
    expect(noteScreenDrawn).not.toHaveBeenCalled();
    expect(await screen.findByTestId('onboarding-checklist', {}, { timeout: 5000 })).toBeInTheDocument();
    // Noted from the commit's passive effect, which React may run just after the DOM shows the checklist.
    await waitFor(() => expect(noteScreenDrawn).toHaveBeenCalled());
  });

  it('notes it when the dashboard cannot load (its error is what it draws)', async () => {
    renderApp(dashboard(), { url: '/dashboard', user, api: MARKETS });
    expect(await screen.findByText('The dashboard could not load', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(noteScreenDrawn).toHaveBeenCalled());
  });
});
