import { fireEvent, screen } from '@testing-library/react';
import { AppShell } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../tests/dom/render-app.tsx';
import { Sidebar } from './sidebar.tsx';

function renderSidebar(url: string, onNavigate = vi.fn()) {
  return renderApp(
    <AppShell navbar={{ width: 240, breakpoint: 'sm' }}>
      <AppShell.Navbar>
        <Sidebar mini={false} isAdmin={false} onNavigate={onNavigate} />
      </AppShell.Navbar>
    </AppShell>,
    { url },
  );
}

describe('the sidebar', () => {
  it.each([
    ['/materials', 'Materials Library'],
    ['/formula-lab/browser', 'Formulas'],
    ['/settings', 'Settings'],
  ])('marks the link of %s as the current page, and no other', async (url, current) => {
    renderSidebar(url);
    const links = await screen.findAllByRole('link');
    const marked = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
    expect(marked[0]).toHaveAttribute('data-active', 'true');
  });

  it('navigates in the app on a click, and leaves a Ctrl+click to the browser', async () => {
    const onNavigate = vi.fn();
    renderSidebar('/dashboard', onNavigate);
    const inventory = await screen.findByRole('link', { name: 'Inventory' });
    expect(inventory).toHaveAttribute('href', '/inventory');
    fireEvent.click(inventory, { ctrlKey: true });
    expect(screen.getByRole('link', { name: 'Inventory' })).not.toHaveAttribute('aria-current');
    fireEvent.click(inventory);
    expect(onNavigate).toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: 'Inventory' })).toHaveAttribute('aria-current', 'page');
  });
});
