import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authAnswer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { PASSWORDS_DO_NOT_MATCH } from '../../../../domain/accounts/accounts.schemas.ts';
import { AUTH_MESSAGES } from '../auth-messages.ts';
import { ResetPasswordWithTokenForm } from './reset-password-with-token-form.tsx';

const RESET_PATH = '/api/auth/reset-password';

async function fill(user: ReturnType<typeof renderApp>['user'], next: string, confirm: string) {
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordWithTokenForm (the reset e-mail link)', () => {
  it('checks the two fields with the domain schema and sends nothing while they differ', async () => {
    const { user, requests } = renderApp(<ResetPasswordWithTokenForm token="t0k3n" />);
    await fill(user, 'new-secret-1', 'new-secret-2');
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(requests.filter((request) => request.path === RESET_PATH)).toHaveLength(0);
  });

  it.each([
    [400, { message: 'Invalid token' }, 'This reset link is invalid or has expired.'],
    [429, { message: 'Too many requests' }, AUTH_MESSAGES.rateLimited],
  ])('says why a refused reset (%i) failed and keeps what was typed', async (status, body, message) => {
    const { user, requests } = renderApp(<ResetPasswordWithTokenForm token="t0k3n" />, {
      api: [authAnswer('POST', RESET_PATH, body, status)],
    });
    await fill(user, 'new-secret-1', 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(requests.find((request) => request.path === RESET_PATH)?.body).toEqual({
      newPassword: 'new-secret-1',
      token: 't0k3n',
    });
    expect(screen.getByLabelText(/^New password/)).toHaveValue('new-secret-1');
  });
});
