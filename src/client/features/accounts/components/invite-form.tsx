import { Alert, Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCreateInvite } from '../api/invites.ts';

/** Invite a colleague by e-mail; the mail carries a single-use link valid for 7 days. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const create = useCreateInvite();
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { email: email.trim(), ...(message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `Invitation sent to ${email.trim()}` });
          setEmail('');
          setMessage('');
        },
      },
    );
  };
  return (
    <Card withBorder padding="lg" component="form" onSubmit={handleSubmit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Invite a colleague
        </Title>
        <TextInput
          label="Their e-mail"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          autoComplete="off"
        />
        <Textarea
          label="A note (optional)"
          autosize
          minRows={2}
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        {create.isError && <Alert color="red">{create.error.message}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} disabled={!email.trim()}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
