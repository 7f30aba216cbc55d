import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { authClient } from '../../../lib/auth-client.ts';
import { SignInInputSchema } from '../../../../domain/accounts/accounts.schemas.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { AUTH_MESSAGES, signInErrorMessage } from '../auth-messages.ts';

/** A password sign-in refused because the address's domain signs in through its workspace's provider (ADR 039). */
type SsoRequired = { message: string; provider: string; ssoUrl: string };

function readSsoRequired(error: unknown): SsoRequired | null {
  const candidate = error as { code?: unknown; message?: unknown; provider?: unknown; ssoUrl?: unknown } | null;
  if (candidate?.code !== 'SSO_REQUIRED' || typeof candidate.ssoUrl !== 'string') return null;
  if (!candidate.ssoUrl.startsWith('/api/auth/sso/start?')) return null;
  return {
    message: typeof candidate.message === 'string' ? candidate.message : '',
    provider: typeof candidate.provider === 'string' ? candidate.provider : 'your organisation',
    ssoUrl: candidate.ssoUrl,
  };
}

/** The reason a single sign-on came back refused (`/login?sso_error=…`), shown above the form. */
function readSsoError(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('sso_error');
}

export function SignInForm({ onSignedIn, onForgotPassword }: { onSignedIn: () => void; onForgotPassword: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [sso, setSso] = useState<SsoRequired | null>(null);
  // After mount, not during the first render: the sign-in page is prerendered (ADR 029) without the query.
  useEffect(() => {
    const ssoError = readSsoError();
    if (ssoError) setError(ssoError);
  }, []);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(SignInInputSchema),
  });

  const handleSubmit = form.onSubmit(async ({ email, password }) => {
    setSubmitting(true);
    setError(null);
    setSso(null);
    try {
      const result = await authClient.signIn.email({ email: email.trim(), password });
      const ssoRequired = readSsoRequired(result.error);
      if (ssoRequired) {
        setSso(ssoRequired);
        return;
      }
      if (result.error) {
        setError(signInErrorMessage(result.error));
        return;
      }
      notifications.show({ color: 'green', message: AUTH_MESSAGES.signedIn });
      onSignedIn();
    } catch {
      setError(AUTH_MESSAGES.signInFailed);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    // method="post": a press before the app has loaded posts to /login (the server answers with the page again),
    // never a GET that would put the password in the address.
    <form onSubmit={handleSubmit} method="post" noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {sso && (
          <Alert color="blue" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              {sso.message}
              <Button component="a" href={sso.ssoUrl}>
                Sign in with {sso.provider}
              </Button>
            </Stack>
          </Alert>
        )}
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot password?
          </Anchor>
          <Button type="submit" loading={submitting}>
            Sign In
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
