import { Alert, Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useServerMetrics } from '../api/admin-api.ts';
import { formatBytes, formatCount, formatDuration } from '../../../../domain/shared/format-numbers.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

type Window = 'lastHour' | 'lastDay';

const formatMs = (ms: number) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);
const formatRate = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.01 ? 2 : 1)} %`;

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
        {label}
      </Text>
      <Text fz={26} fw={500} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** Request rate, error rate (5xx) and latency percentiles per route from the server's own records; memory and uptime. */
export function ServerMetricsPanel() {
  const metrics = useServerMetrics();
  const [window, setWindow] = useState<Window>('lastHour');
  if (metrics.isError) return <Alert color="red">Could not read the server's figures: {metrics.error.message}</Alert>;
  const data = metrics.data;
  if (!data) return <Text c="dimmed">Reading the server…</Text>;
  const summary = data[window];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Stat
          label="Uptime"
          value={formatDuration(data.process.uptimeSeconds)}
          hint={`since ${formatDateTime(data.process.startedAt)}`}
        />
        <Stat
          label="Memory (RSS)"
          value={formatBytes(data.process.memory.rss)}
          hint={`heap ${formatBytes(data.process.memory.heapUsed)} of ${formatBytes(data.process.memory.heapTotal)}`}
        />
        <Stat
          label="Requests / min"
          value={formatCount(summary.total.perMinute)}
          hint={`${formatCount(summary.total.requests)} requests`}
        />
        <Stat
          label="Errors (5xx)"
          value={formatRate(summary.total.errorRate)}
          hint={`p95 ${formatMs(summary.total.p95)} · p99 ${formatMs(summary.total.p99)}`}
        />
      </SimpleGrid>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={4}>Per route</Title>
          <SegmentedControl
            size="xs"
            value={window}
            onChange={(value) => setWindow(value as Window)}
            data={[
              { value: 'lastHour', label: 'Last hour' },
              { value: 'lastDay', label: 'Last 24 hours' },
            ]}
          />
        </Group>
        <Text size="xs" c="dimmed" mb="sm">
          From this server process's own records
          {summary.since ? `, kept since ${formatDateTime(summary.since)}` : ''} (a restart starts them again;{' '}
          {node(data.process.node)}).
        </Text>
        {summary.routes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No API request in this window.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing={6} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Route</Table.Th>
                  <Table.Th ta="right">Requests</Table.Th>
                  <Table.Th ta="right">Per min</Table.Th>
                  <Table.Th ta="right">Errors</Table.Th>
                  <Table.Th ta="right">p50</Table.Th>
                  <Table.Th ta="right">p95</Table.Th>
                  <Table.Th ta="right">p99</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.routes.map((route) => (
                  <Table.Tr key={`${route.method} ${route.route}`}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {route.method} {route.route}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(route.requests)}</Table.Td>
                    <Table.Td ta="right">{route.perMinute}</Table.Td>
                    <Table.Td ta="right" c={route.errors > 0 ? 'red' : undefined}>
                      {route.errors > 0 ? `${route.errors} (${formatRate(route.errorRate)})` : '0'}
                    </Table.Td>
                    <Table.Td ta="right">{formatMs(route.p50)}</Table.Td>
                    <Table.Td ta="right">{formatMs(route.p95)}</Table.Td>
                    <Table.Td ta="right">{formatMs(route.p99)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}

function node(version: string) {
  return `Node ${version.replace(/^v/, '')}`;
}
