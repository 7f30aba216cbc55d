import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NewPasswordFields } from './new-password-fields.tsx';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '../../../lib/auth-client.ts';
import { NewPasswordInputSchema } from '../../../../domain/accounts/accounts.schemas.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { AUTH_MESSAGES } from '../auth-messages.ts';
import { signOutEverywhere } from '../sign-out.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../config/paths.ts';

export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in with your new password.';

/** The landing of the reset e-mail link: choose a new password, then sign in again. */
export function ResetPasswordWithTokenForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: schemaResolver(NewPasswordInputSchema),
  });

  const handleSubmit = form.onSubmit(async ({ newPassword }) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await authClient.resetPassword({ newPassword, token });
      if (result.error) {
        setError(
          result.error.status === 429
            ? AUTH_MESSAGES.rateLimited
            : 'This reset link is invalid or has expired. Request a new one from the sign-in form.',
        );
        return;
      }
      await signOutEverywhere(queryClient);
      notifications.show({ color: 'green', message: PASSWORD_RESET_DONE });
      navigate(ROUTES.login.path, { replace: true });
    } catch {
      setError('Failed to reset password');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Card maw={480}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2}>Choose a new password</Title>
          <Text c="dimmed" size="sm">
            Enter a new password of at least 6 characters. You will then sign in with it.
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <NewPasswordFields form={form} />
          <Button type="submit" loading={submitting}>
            Set new password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
