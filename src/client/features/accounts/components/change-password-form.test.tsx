import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authAnswer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { PASSWORDS_DO_NOT_MATCH } from '../../../../domain/accounts/accounts.schemas.ts';
import { AUTH_MESSAGES } from '../auth-messages.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

const CHANGE_PATH = '/api/auth/change-password';
const camille = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };

async function fill(user: ReturnType<typeof renderApp>['user'], current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm (Account)', () => {
  it('checks the fields with the domain schema and sends nothing while they are wrong', async () => {
    const { user, requests } = renderApp(<ChangePasswordForm />, { user: camille });
    await fill(user, 'old-secret', 'new-secret-1', 'new-secret-2');
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(requests.filter((request) => request.path === CHANGE_PATH)).toHaveLength(0);
  });

  it('changes the password, signing out the other sessions, and empties the form', async () => {
    const { user, requests } = renderApp(<ChangePasswordForm />, {
      user: camille,
      api: [authAnswer('POST', CHANGE_PATH, { token: null, user: { ...camille, emailVerified: true } })],
    });
    await fill(user, 'old-secret', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeInTheDocument();
    expect(requests.find((request) => request.path === CHANGE_PATH)?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
      revokeOtherSessions: true,
    });
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it.each([
    [400, { code: 'INVALID_PASSWORD', message: 'Invalid password' }, 'The current password is not correct.'],
    [429, { message: 'Too many requests' }, AUTH_MESSAGES.rateLimited],
    [500, { message: 'Internal error' }, 'Failed to change password'],
  ])('says why a refused change (%i) failed', async (status, body, message) => {
    const { user } = renderApp(<ChangePasswordForm />, {
      user: camille,
      api: [authAnswer('POST', CHANGE_PATH, body, status)],
    });
    await fill(user, 'old-secret', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('old-secret');
  });
});
