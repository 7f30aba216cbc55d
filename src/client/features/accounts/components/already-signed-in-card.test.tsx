import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authAnswer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { AlreadySignedInCard } from './already-signed-in-card.tsx';

const leaveApp = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/leave-app.ts', () => ({ leaveApp }));

const PROVIDER_LOGOUT =
  'https://id.acme.test/logout?id_token_hint=eyJ&post_logout_redirect_uri=http%3A%2F%2Flocalhost%2Flogin&client_id=c';

describe('AlreadySignedInCard: Sign Out', () => {
  it("revokes the sessions, signs out, and goes on to the workspace provider's logout page when the answer names one", async () => {
    leaveApp.mockClear();
    const { user, requests } = renderApp(<AlreadySignedInCard email="lea@acme.test" />, {
      url: '/login',
      path: '/login',
      api: [
        authAnswer('POST', '/api/auth/revoke-sessions', { status: true }),
        authAnswer('POST', '/api/auth/sign-out', { success: true, url: PROVIDER_LOGOUT, redirect: false }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(PROVIDER_LOGOUT));
    expect(requests.map((request) => request.path)).toContain('/api/auth/sign-out');
  });

  it('stays in the app (the sign-in page) after a password session’s sign-out', async () => {
    leaveApp.mockClear();
    const { user, requests } = renderApp(<AlreadySignedInCard email="ada@example.com" />, {
      url: '/somewhere',
      path: '/somewhere',
      api: [
        authAnswer('POST', '/api/auth/revoke-sessions', { status: true }),
        authAnswer('POST', '/api/auth/sign-out', { success: true }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/auth/sign-out'));
    expect(await screen.findByText('Left the screen')).toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalled();
  });
});
