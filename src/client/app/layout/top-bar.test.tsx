import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { answer } from '../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../tests/dom/render-app.tsx';
import type { client } from '../../lib/api-client.ts';
import { SettingsContext } from '../../lib/settings-context.ts';
import { TopBar } from './top-bar.tsx';
import { settingsValue } from '../../../../tests/dom/settings-value.ts';

// The ticker and the workspace menu load once the first screen is there (after-first-paint.ts): here it is.
vi.mock('../../lib/after-first-paint.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadAfterScreen: <T,>(load: () => Promise<T>) => load,
}));

const USER = { id: 'u1', email: 'ada@example.com', name: 'Ada' };
const WORKSPACES = answer<typeof client.workspaces.$get>('GET', '/api/workspaces', {
  items: [
    {
      id: '00000000-0000-4000-8000-00000000000a',
      name: 'Ada',
      isPersonal: true,
      role: 'owner',
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  activeWorkspaceId: '00000000-0000-4000-8000-00000000000a',
});

const SETTINGS = settingsValue();

function renderTopBar(width: number) {
  const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
    .happyDOM;
  happyDom.setViewport({ width, height: 844 });
  onTestFinished(() => happyDom.setViewport({ width: 1024, height: 768 }));
  return renderApp(
    <SettingsContext value={SETTINGS}>
      <TopBar showBurger mobileOpened={false} desktopOpened onToggleMobile={() => {}} onToggleDesktop={() => {}} />
    </SettingsContext>,
    { user: USER, api: [WORKSPACES] },
  );
}

describe('TopBar', () => {
  it('on a wide screen, shows the clock and the workspace menu', async () => {
    renderTopBar(1280);
    expect(await screen.findByRole('button', { name: 'Workspace: Ada' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Current time')).toBeInTheDocument();
  });

  it('on a phone, where both are hidden, neither draws them nor asks for their data', async () => {
    const { requests } = renderTopBar(390);
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    // Give the lazy parts every chance to arrive, as on the wide screen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Workspace: Ada' })).toBeNull();
    expect(screen.queryByLabelText('Current time')).toBeNull();
    expect(requests.filter((request) => request.path === '/api/workspaces')).toEqual([]);
  });
});
