import { ActionIcon, Alert, Badge, Button, Card, Code, Group, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconTrash, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useDeleteScraperSource,
  useRunScraperSource,
  useScraperRuns,
  type ScraperSource,
} from '../api/scrapers-api.ts';
import { formatDateTime } from '../../../../domain/shared/format-dates.ts';

const STATUS_COLOURS = { running: 'blue', succeeded: 'green', failed: 'red' } as const;

function RunLog({ sourceId, isRunning }: { sourceId: string; isRunning: boolean }) {
  const runs = useScraperRuns(sourceId, isRunning);
  const run = runs.data?.runs[0];
  if (!run) return null;
  return (
    <ScrollArea.Autosize mah={220}>
      <Code block>
        {run.log
          .map(
            (entry) =>
              `${new Date(entry.at).toLocaleTimeString()}  ${entry.level.toUpperCase().padEnd(5)} ${entry.message}`,
          )
          .join('\n') || 'No log lines yet.'}
      </Code>
    </ScrollArea.Autosize>
  );
}

/** One source: its rules, schedule, last run (status, progress, counts) and the run's log. */
export function ScraperSourceCard({ source }: { source: ScraperSource }) {
  const run = useRunScraperSource();
  const remove = useDeleteScraperSource();
  const [showLog, setShowLog] = useState(false);
  const last = source.lastRun;
  const running = source.isRunning || last?.status === 'running';
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{source.vendor}</Text>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {source.url}
            </Text>
            <Text size="xs" c="dimmed">
              {source.parseRules.format.toUpperCase()} ·{' '}
              {source.scheduleHours ? `every ${source.scheduleHours} h` : 'on demand'}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={14} />}
              loading={run.isPending}
              disabled={running}
              onClick={() => run.mutate(source.id)}
            >
              Run now
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove ${source.vendor}`}
              onClick={() => remove.mutate(source.id)}
            >
              <IconTrash size={15} stroke={1.5} />
            </ActionIcon>
          </Group>
        </Group>
        {!last && (
          <Text size="sm" c="dimmed">
            Never run.
          </Text>
        )}
        {last && (
          <>
            <Group gap="xs">
              <Badge color={STATUS_COLOURS[last.status as keyof typeof STATUS_COLOURS] ?? 'gray'} variant="light">
                {last.status}
              </Badge>
              <Text size="sm" c="dimmed">
                {formatDateTime(last.startedAt)} · {last.rowsRead} rows read · {last.pricesSaved} prices saved ·{' '}
                {last.rowsSkipped} skipped
              </Text>
            </Group>
            {running && <Progress value={last.progress * 100} animated aria-label="Run progress" />}
            {last.status === 'failed' && last.isOffline && (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconWifiOff size={18} />}
                title="The last run failed because this machine is offline"
              >
                {last.error} Prices shown in the app come only from runs that succeeded, price lists and typed prices.
              </Alert>
            )}
            {last.status === 'failed' && !last.isOffline && (
              <Alert color="red" variant="light" title="The last run failed">
                {last.error}
              </Alert>
            )}
            <Button variant="subtle" size="xs" onClick={() => setShowLog((value) => !value)} w="fit-content">
              {showLog ? 'Hide log' : 'Show log'}
            </Button>
            {showLog && <RunLog sourceId={source.id} isRunning={running} />}
          </>
        )}
      </Stack>
    </Card>
  );
}
