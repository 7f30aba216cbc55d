import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/use-auth.ts';
import { ROUTES } from '../../../config/paths.ts';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  const { signedIn } = useAuth();
  return (
    <Stack align="flex-start" gap="md" py={60} maw={560}>
      <Text className="sl-eyebrow">404</Text>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" size="lg">
        There is no page at <code>{pathname}</code>. It may have moved, or the address may be mistyped.
      </Text>
      <Group>
        <Button component={Link} to={signedIn ? ROUTES.dashboard.path : ROUTES.home.path}>
          {signedIn ? 'Go to Dashboard' : 'Go to Home'}
        </Button>
        <Button variant="default" onClick={() => window.history.back()}>
          Go back
        </Button>
      </Group>
    </Stack>
  );
}
