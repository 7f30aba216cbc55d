import { Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';

const reload = () => window.location.reload();
const goHome = () => window.location.assign('/');

/** A code-split part failed to download (spec section 8). */
export function LoadingErrorCard() {
  return (
    <Center py="xl" px="md">
      <Card maw={520} w="100%" role="alert">
        <Stack gap="sm">
          <Group gap="xs">
            <IconCloudOff size={22} aria-hidden />
            <Title order={3}>Loading Error</Title>
          </Group>
          <Text>Failed to load this part of the application. This might be a temporary network issue.</Text>
          <Text size="sm" c="dimmed">
            If reloading does not help, clear your browser cache for this site and try again: a new version of
            Sillage may have been released since this page was opened.
          </Text>
          <Group>
            <Button onClick={reload}>Reload Page</Button>
            <Button variant="default" onClick={goHome}>
              Go to Home
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}

/** Any other error inside one screen or component (spec section 8). Try Again reloads the page. */
export function ComponentErrorCard({ component }: { component: string }) {
  return (
    <Center py="xl" px="md">
      <Card maw={520} w="100%" role="alert">
        <Stack gap="sm">
          <Group gap="xs">
            <IconAlertTriangle size={22} aria-hidden />
            <Title order={3}>Component Error</Title>
          </Group>
          <Text>The {component} encountered an unexpected error.</Text>
          <Group>
            <Button onClick={reload}>Try Again</Button>
            <Button variant="default" onClick={goHome}>
              Go to Home
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
