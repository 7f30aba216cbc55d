import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { ADMIN_SCREENS } from '../../layout/admin-screens.ts';
import { AdminToolsScreen } from './admin-tools-screen.tsx';

const admin = { id: 'a1', email: 'admin@sillage.test', name: 'Admin', role: 'admin' };

describe('AdminToolsScreen (/admin-tools)', () => {
  it('links every administration screen, with its description, in the hub’s order', () => {
    renderApp(<AdminToolsScreen />, { user: admin, url: '/admin-tools' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ADMIN_SCREENS.map((item) => item.path));
    for (const item of ADMIN_SCREENS) {
      const link = links.find((candidate) => candidate.getAttribute('href') === item.path)!;
      expect(link).toHaveTextContent(item.label);
      expect(link).toHaveTextContent(item.description);
    }
  });

  it('opens the screen the admin clicks', async () => {
    const { user, router } = renderApp(<AdminToolsScreen />, { user: admin, url: '/admin-tools' });
    await user.click(screen.getByRole('link', { name: /System Dashboard/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ADMIN_SCREENS[0]!.path));
  });
});
