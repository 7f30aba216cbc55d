import type { ReactNode } from 'react';
import { Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';

const reload = () => window.location.reload();
const goHome = () => window.location.assign('/');

type ErrorCardProps = { icon: ReactNode; title: string; retryLabel: string; children: ReactNode };

/** The frame both error cards share: an alert card with a retry (reload) and Go to Home. */
function ErrorCard({ icon, title, retryLabel, children }: ErrorCardProps) {
  return (
    <Center py="xl" px="md">
      <Card maw={520} w="100%" role="alert">
        <Stack gap="sm">
          <Group gap="xs">
            {icon}
            <Title order={3}>{title}</Title>
          </Group>
          {children}
          <Group>
            <Button onClick={reload}>{retryLabel}</Button>
            <Button variant="default" onClick={goHome}>
              Go to Home
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}

/** A code-split part failed to download (spec section 8). */
export function LoadingErrorCard() {
  return (
    <ErrorCard icon={<IconCloudOff size={22} aria-hidden />} title="Loading Error" retryLabel="Reload Page">
      <Text>Failed to load this part of the application. This might be a temporary network issue.</Text>
      <Text size="sm" c="dimmed">
        If reloading does not help, clear your browser cache for this site and try again: a new version of Sillage may
        have been released since this page was opened.
      </Text>
    </ErrorCard>
  );
}

/** Any other error inside one screen or component (spec section 8). Try Again reloads the page. */
export function ComponentErrorCard({ component, title = 'Component Error' }: { component: string; title?: string }) {
  return (
    <ErrorCard icon={<IconAlertTriangle size={22} aria-hidden />} title={title} retryLabel="Try Again">
      <Text>The {component} encountered an unexpected error.</Text>
    </ErrorCard>
  );
}
