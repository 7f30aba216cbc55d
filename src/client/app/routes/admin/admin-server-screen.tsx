import { Stack, Text, Title } from '@mantine/core';
import { ServerMetricsPanel } from '../../../features/accounts/components/server-metrics-panel.tsx';

/** /admin/server-dashboard: the server's own request records, memory and uptime. */
export function AdminServerScreen() {
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Text className="sl-eyebrow">Administration</Text>
        <Title order={1}>Server Dashboard</Title>
      </Stack>
      <ServerMetricsPanel />
    </Stack>
  );
}
