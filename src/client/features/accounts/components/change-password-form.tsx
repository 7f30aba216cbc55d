import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NewPasswordFields } from './new-password-fields.tsx';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { authClient } from '../../../lib/auth-client.ts';
import { ChangePasswordInputSchema } from '../../../../domain/accounts/accounts.schemas.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { AUTH_MESSAGES } from '../auth-messages.ts';

/** Change password; other sessions are signed out. */
export function ChangePasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(ChangePasswordInputSchema),
  });

  const handleSubmit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
      if (result.error) {
        setError(
          result.error.status === 429
            ? AUTH_MESSAGES.rateLimited
            : result.error.code === 'INVALID_PASSWORD'
              ? 'The current password is not correct.'
              : 'Failed to change password',
        );
        return;
      }
      form.reset();
      notifications.show({ color: 'green', message: 'Password changed. Your other sessions were signed out.' });
    } catch {
      setError('Failed to change password');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Card maw={480}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={3}>Change password</Title>
          <Text c="dimmed" size="sm">
            Changing your password signs you out on your other devices.
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields form={form} />
          <div>
            <Button type="submit" loading={submitting}>
              Change password
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
