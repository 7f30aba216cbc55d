import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { MaterialsScreen } from './materials-screen.tsx';

// Issue 35 item 18: a perfumer facing an empty library is told to ask their administrator, not sent to admin screens.
beforeEach(() => {
  // happy-dom has no idle callbacks; the screen asks for one to fetch the search index later.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
});

describe('the materials library, empty, for a perfumer', () => {
  it('asks them to see their administrator and links to no admin screen', async () => {
    renderApp(<MaterialsScreen />, {
      url: '/materials',
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille', role: 'user' },
      api: [{ method: 'GET', path: '/api/materials', status: 200, body: { items: [], total: 0, nextCursor: null } }],
    });
    expect(await screen.findByText(/ask your administrator to set up the reference data/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up reference data' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reference Data Import' })).toBeNull();
  });
});
