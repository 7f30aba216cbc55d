import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authAnswer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { SignInForm } from './sign-in-form.tsx';

const signedInUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'ada',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('SignInForm', () => {
  it('checks the fields with the domain schema and sends nothing while they are wrong', async () => {
    const { user, requests } = renderApp(<SignInForm onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />);
    await user.type(screen.getByLabelText(/email/i), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('signs in with the trimmed email and calls back', async () => {
    const onSignedIn = vi.fn();
    const { user, requests } = renderApp(<SignInForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />, {
      api: [authAnswer('POST', '/api/auth/sign-in/email', { redirect: false, token: 'tok', user: signedInUser })],
    });
    await user.type(screen.getByLabelText(/email/i), '  ada@example.com ');
    await user.type(screen.getByLabelText(/^password/i), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(requests.find((request) => request.path === '/api/auth/sign-in/email')?.body).toMatchObject({
      email: 'ada@example.com',
      password: 'secret1',
    });
  });

  it('shows the spec wording for wrong credentials and stays on the form', async () => {
    const onSignedIn = vi.fn();
    const { user } = renderApp(<SignInForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />, {
      api: [
        authAnswer(
          'POST',
          '/api/auth/sign-in/email',
          { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
          401,
        ),
      ],
    });
    await user.type(screen.getByLabelText(/email/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      (await screen.findByText('Invalid email or password. Please try again.')).closest('[role=alert]'),
    ).not.toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('offers the password reset', async () => {
    const onForgotPassword = vi.fn();
    const { user } = renderApp(<SignInForm onSignedIn={vi.fn()} onForgotPassword={onForgotPassword} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });
  it('offers the organisation sign-in when the domain signs in through its provider (SSO_REQUIRED)', async () => {
    const onSignedIn = vi.fn();
    const ssoUrl = '/api/auth/sso/start?email=jeanne%40acme.test';
    const { user } = renderApp(<SignInForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />, {
      api: [
        authAnswer(
          'POST',
          '/api/auth/sign-in/email',
          {
            code: 'SSO_REQUIRED',
            message: 'Your organisation signs in through Acme ID: use "Sign in with Acme ID" instead of a password.',
            provider: 'Acme ID',
            ssoUrl,
          },
          403,
        ),
      ],
    });
    await user.type(screen.getByLabelText(/email/i), 'jeanne@acme.test');
    await user.type(screen.getByLabelText(/^password/i), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const link = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(link).toHaveAttribute('href', ssoUrl);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
