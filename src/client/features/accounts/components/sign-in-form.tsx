import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { authClient } from '../../../lib/auth-client.ts';
import { SignInInputSchema } from '../../../../domain/accounts/accounts.schemas.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { AUTH_MESSAGES, signInErrorMessage } from '../auth-messages.ts';

export function SignInForm({ onSignedIn, onForgotPassword }: { onSignedIn: () => void; onForgotPassword: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(SignInInputSchema),
  });

  const handleSubmit = form.onSubmit(async ({ email, password }) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await authClient.signIn.email({ email: email.trim(), password });
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
