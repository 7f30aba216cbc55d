import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { authClient } from '../../../lib/auth-client.ts';
import { SignUpInputSchema } from '../../../../domain/accounts/accounts.schemas.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { AUTH_MESSAGES, signUpErrorMessage } from '../auth-messages.ts';
import { track } from '../../../lib/track.ts';

/** `lockedEmail`: an invitation's address, filled in and not editable. */
export function SignUpForm({ onSignedUp, lockedEmail }: { onSignedUp: () => void; lockedEmail?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pendingConfirmation, setPendingConfirmation] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { name: '', email: lockedEmail ?? '', password: '', confirmPassword: '' },
    validate: schemaResolver(SignUpInputSchema),
  });

  const handleSubmit = form.onSubmit(async ({ name, email, password }) => {
    setSubmitting(true);
    setError(null);
    try {
      const trimmed = email.trim();
      const result = await authClient.signUp.email({
        email: trimmed,
        password,
        name: name.trim(),
      });
      if (result.error) {
        setError(signUpErrorMessage(result.error));
        return;
      }
      track('sign_up', { confirmed: Boolean(result.data?.token) });
      if (!result.data?.token) {
        setPendingConfirmation(true);
        notifications.show({ color: 'blue', message: AUTH_MESSAGES.confirmEmail });
        return;
      }
      notifications.show({ color: 'green', message: AUTH_MESSAGES.accountCreated });
      onSignedUp();
    } catch {
      setError(AUTH_MESSAGES.signUpFailed);
    } finally {
      setSubmitting(false);
    }
  });

  if (pendingConfirmation) {
    return (
      <Alert color="accent" variant="light" role="status" title="Almost there">
        {AUTH_MESSAGES.confirmEmail}
      </Alert>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          required
          description="Shown in your greeting and as “confirmed by” on your certificates"
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={Boolean(lockedEmail)}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          description="At least 6 characters"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={submitting}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
