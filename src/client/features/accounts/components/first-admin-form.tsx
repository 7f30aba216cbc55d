import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CreateFirstAdminInputSchema } from '../../../../domain/subscriptions/subscriptions.schemas.ts';
import { useCreateFirstAdmin } from '../api/setup-api.ts';

/** The first administrator's account, created with the one-time token of the server's log. */
export function FirstAdminForm({ token, onCreated }: { token: string; onCreated: (email: string) => void }) {
  const create = useCreateFirstAdmin();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = CreateFirstAdminInputSchema.safeParse({ token, name, email, password });
    if (!parsed.success) {
      setError(
        parsed.error.issues.map((issue) =>
          issue.path[0] === 'password' ? 'The password needs at least 8 characters.' : issue.message,
        )[0] ?? null,
      );
      return;
    }
    setError(null);
    create.mutate(parsed.data, { onSuccess: (result) => onCreated(result.email) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label="Your name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
          autoComplete="name"
        />
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
          autoComplete="email"
        />
        <PasswordInput
          label="Password"
          description="At least 8 characters"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          required
          autoComplete="new-password"
        />
        {(error ?? create.error) && <Alert color="red">{error ?? create.error?.message}</Alert>}
        <Button type="submit" loading={create.isPending}>
          Create the administrator
        </Button>
      </Stack>
    </form>
  );
}
