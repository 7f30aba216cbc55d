import { AppShell } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { Sidebar } from '../../../app/layout/sidebar.tsx';
import { SidebarAdminItems } from '../../../app/layout/sidebar-admin-items.tsx';
import { MarketArea } from './market-area.tsx';

// Issue 35 item 21: the intelligence screens are one Market area with tabs; every route of spec section 2 lands on
// its tab; the sidebar has one entry for the area, and the admin sidebar keeps Admin Tools in view.
describe('MarketArea', () => {
  it.each([
    ['/intelligence', 'Intelligence'],
    ['/perfumer-intel', 'Intelligence'],
    ['/market-intelligence', 'Market Intelligence'],
    ['/perfume-news', 'Perfume News'],
    ['/professional-intelligence', 'Professional Intelligence'],
  ])('%s lands on the %s tab', (url, label) => {
    renderApp(
      <MarketArea>
        <p>screen</p>
      </MarketArea>,
      { url },
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Market' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Intelligence',
      'Market Intelligence',
      'Perfume News',
      'Professional Intelligence',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(label);
    expect(screen.getByText('screen')).toBeInTheDocument();
  });

  it('a tab opens its route', async () => {
    const { user, router } = renderApp(
      <MarketArea>
        <p>screen</p>
      </MarketArea>,
      { url: '/intelligence' },
    );
    await user.click(screen.getByRole('tab', { name: 'Perfume News' }));
    expect(router.state.location.pathname).toBe('/perfume-news');
  });
});

describe('Sidebar and the Market area', () => {
  it('has one Market entry, current on every tab of the area', () => {
    renderApp(
      <AppShell navbar={{ width: 260, breakpoint: 'sm' }}>
        <AppShell.Navbar>
          <Sidebar mini={false} isAdmin={false} onNavigate={() => {}} />
        </AppShell.Navbar>
      </AppShell>,
      { url: '/perfume-news' },
    );
    expect(screen.queryByRole('link', { name: 'Perfume News' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Market Intelligence' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intelligence' })).toHaveAttribute('data-active', 'true');
  });

  it('keeps the Admin Tools hub in view and folds the admin screens away from them', () => {
    renderApp(<SidebarAdminItems mini={false} onNavigate={() => {}} />, { url: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Admin Tools' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Server Dashboard' })).not.toBeInTheDocument();
  });

  it('opens the admin screens while one of them is current', () => {
    renderApp(<SidebarAdminItems mini={false} onNavigate={() => {}} />, { url: '/admin/server-dashboard' });
    expect(screen.getByRole('link', { name: 'Server Dashboard' })).toBeInTheDocument();
  });
});
