import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authAnswer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const newUser = {
  id: 'u2',
  email: 'noor@example.com',
  name: 'noor',
  emailVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
  confirm: string,
  name = 'Noor Haddad',
) {
  if (name) await user.type(screen.getByRole('textbox', { name: /^name/i }), name);
  await user.type(screen.getByLabelText(/email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.type(screen.getByLabelText(/confirm password/i), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpForm', () => {
  it('refuses a short password and a mismatched confirmation before sending', async () => {
    const { user, requests } = renderApp(<SignUpForm onSignedUp={vi.fn()} />);
    await fill(user, 'noor@example.com', 'abcde', 'abcdef');
    // The field's description and its error read alike: with the error shown the text is there twice.
    expect(await screen.findAllByText('At least 6 characters')).toHaveLength(2);
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('asks for a name and sends nothing without one', async () => {
    const { user, requests } = renderApp(<SignUpForm onSignedUp={vi.fn()} />);
    await fill(user, 'noor@example.com', 'secret1', 'secret1', '');
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('creates the account under the name typed and calls back', async () => {
    const onSignedUp = vi.fn();
    const { user, requests } = renderApp(<SignUpForm onSignedUp={onSignedUp} />, {
      api: [authAnswer('POST', '/api/auth/sign-up/email', { token: 'tok', user: newUser })],
    });
    await fill(user, 'noor@example.com', 'secret1', 'secret1');
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(1));
    expect(requests.find((request) => request.path === '/api/auth/sign-up/email')?.body).toMatchObject({
      email: 'noor@example.com',
      password: 'secret1',
      name: 'Noor Haddad',
    });
  });

  it('asks to confirm the address when the server holds the sign-in back', async () => {
    const onSignedUp = vi.fn();
    const { user } = renderApp(<SignUpForm onSignedUp={onSignedUp} />, {
      api: [authAnswer('POST', '/api/auth/sign-up/email', { token: null, user: newUser })],
    });
    await fill(user, 'noor@example.com', 'secret1', 'secret1');
    expect(await screen.findByRole('status')).toHaveTextContent('Please check your email to confirm your account');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('says when the address is already registered', async () => {
    const { user } = renderApp(<SignUpForm onSignedUp={vi.fn()} />, {
      api: [
        authAnswer(
          'POST',
          '/api/auth/sign-up/email',
          { code: 'USER_ALREADY_EXISTS', message: 'User already exists' },
          422,
        ),
      ],
    });
    await fill(user, 'noor@example.com', 'secret1', 'secret1');
    expect(
      (await screen.findByText('This email is already registered. Please try signing in instead.')).closest(
        '[role=alert]',
      ),
    ).not.toBeNull();
  });
});
