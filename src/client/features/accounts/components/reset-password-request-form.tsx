import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { authClient } from '../../../lib/auth-client.ts';
import { ResetPasswordRequestSchema } from '../../../../domain/accounts/accounts.schemas.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { AUTH_MESSAGES } from '../auth-messages.ts';
import { hrefs } from '../../../config/paths.ts';

export const RESET_FORM_CLOSE_MS = 3000;
type Status = 'idle' | 'loading' | 'success' | 'error';

/** 'Reset Password' form (spec sections 2 and 4): idle, loading, success (closes after 3 s), error. */
export function ResetPasswordRequestForm({ onClose }: { onClose: () => void }) {
  const [status, setStatus] = useState<Status>('idle');
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(ResetPasswordRequestSchema) });

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(onClose, RESET_FORM_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  const handleSubmit = form.onSubmit(async ({ email }) => {
    setStatus('loading');
    try {
      const result = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: hrefs.account('security'),
      });
      setStatus(result.error ? 'error' : 'success');
    } catch {
      setStatus('error');
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={3}>Reset Password</Title>
          <Text size="sm" c="dimmed" mt={4}>
            Enter the email address of your account and we will send you a link to choose a new password.
          </Text>
        </div>
        {status === 'success' && (
          <Alert color="green" variant="light" role="status">
            {AUTH_MESSAGES.resetSent}
          </Alert>
        )}
        {status === 'error' && (
          <Alert color="red" variant="light" role="alert">
            {AUTH_MESSAGES.resetFailed}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={status === 'loading'} disabled={status === 'success'}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
