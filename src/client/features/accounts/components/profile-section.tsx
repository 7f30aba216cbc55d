import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { authClient } from '../../../lib/auth-client.ts';
import { useMe } from '../api/get-me.ts';
import { useAuth } from '../../../lib/use-auth.ts';

export function ProfileSection() {
  const { user, isAdmin } = useAuth();
  const me = useMe();
  const [name, setName] = useState(user?.name ?? '');
  const [saving, setSaving] = useState(false);

  const handleSave = async () => {
    setSaving(true);
    const result = await authClient.updateUser({ name: name.trim() });
    setSaving(false);
    notifications.show(
      result.error
        ? { color: 'red', message: 'Failed to update profile' }
        : { color: 'green', message: 'Profile updated' },
    );
  };

  return (
    <Card maw={560}>
      <Stack gap="md">
        <Title order={3}>Profile</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Signed in as
          </Text>
          <Text size="sm" fw={500}>
            {user?.email}
          </Text>
          {isAdmin && (
            <Badge size="sm" color="accent">
              Admin
            </Badge>
          )}
          {me.data && (
            <Badge size="sm" variant="outline" color="gray" tt="capitalize">
              {me.data.tier}
            </Badge>
          )}
        </Group>
        <TextInput
          label="Display name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={100}
        />
        <div>
          <Button
            onClick={() => void handleSave()}
            loading={saving}
            disabled={!name.trim() || name.trim() === user?.name}
          >
            Save profile
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
