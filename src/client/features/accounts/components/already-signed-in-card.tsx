import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { ROUTES } from '../../../config/paths.ts';

export function AlreadySignedInCard({ email }: { email: string }) {
  const { signOut, working } = useSignOut();
  return (
    <Card maw={440} w="100%">
      <Stack gap="sm">
        <Title order={2}>Already Signed In</Title>
        <Text c="dimmed">
          You are signed in as <strong>{email}</strong>.
        </Text>
        <Group>
          <Button component={Link} to={ROUTES.dashboard.path}>
            Go to Dashboard
          </Button>
          <Button variant="default" onClick={() => void signOut()} disabled={working}>
            Sign Out
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
